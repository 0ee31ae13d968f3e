import { sql, type Kysely } from "kysely";
import type { DB } from "../../../db/schema.ts";
import { foldName, isLegalFormWord, normaliseName } from "../../../lib/name-normalise.ts";

/** Longest company name, in words, looked for in a headline. */
const MAX_WORDS = 6;

/**
 * The names a headline may mention, in the companies' normalised form (server/lib/name-normalise.ts,
 * as the company names are stored): every run of up to six words. A one-word name only counts when
 * the headline writes it with its legal form ("Tesla Inc"), else every headline with "Apple" or
 * "Shell" in it would be about a company.
 */
export function mentionedNames(headline: string): string[] {
  const words = foldName(headline).split(" ").filter(Boolean);
  const names = new Set<string>();
  for (let start = 0; start < words.length; start++)
    for (let n = 1; n <= MAX_WORDS && start + n <= words.length; n++) {
      const run = words.slice(start, start + n);
      const name = normaliseName(run.join(" "));
      if (!name) continue;
      const withForm = run.length > 1 && isLegalFormWord(run[run.length - 1]!);
      if (name.includes(" ") || withForm) names.add(name);
    }
  return [...names];
}

/**
 * The companies (not demo) a headline names, by the company name matching of the importers: the same
 * normalised name as one of a company's primary, trading or alias names. A name that several
 * companies carry names none of them (it cannot be told which).
 */
export async function companiesNamedIn(db: Kysely<DB>, headline: string): Promise<string[]> {
  const names = mentionedNames(headline);
  if (names.length === 0) return [];
  const { rows } = await sql<{ id: string }>`
    SELECT min(n.company_id)::text AS id
    FROM company_names n JOIN companies c ON c.id = n.company_id
    WHERE n.normalised = ANY(${names}::text[]) AND n.kind IN ('primary', 'trading', 'alias') AND NOT c.is_demo
    GROUP BY n.normalised
    HAVING count(DISTINCT n.company_id) = 1`.execute(db);
  return [...new Set(rows.map((r) => r.id))];
}
