import { sql, type Kysely } from "kysely";
import type { DB } from "../server/db/schema.ts";
import type { SearchQuery } from "../contract/company-search.ts";

export type QueryKind = "first-word" | "keyword" | "fuzzy" | "autocomplete" | "facets" | "browse";

/** Two neighbouring letters swapped in the middle of a word: a typical typo. */
export function swapLetters(word: string): string {
  const at = Math.max(1, Math.floor(word.length / 2) - 1);
  return `${word.slice(0, at)}${word[at + 1] ?? ""}${word[at] ?? ""}${word.slice(at + 2)}`;
}

/**
 * The query sets, drawn from the loaded names in a fixed order (the same on every run of the same
 * data): prefixes, reversed word pairs, misspelt words, autocomplete starts, countries.
 */
export async function benchQueries(db: Kysely<DB>): Promise<Record<Exclude<QueryKind, "facets">, SearchQuery[]>> {
  const names = await sql<{ normalised: string }>`SELECT normalised FROM company_names
    WHERE kind = 'primary' AND normalised ~ '^[a-z]{5,} [a-z]{3,}'
    ORDER BY md5(company_id::text) LIMIT 300`.execute(db);
  const countries = await sql<{ country_code: string }>`SELECT country_code FROM companies
    WHERE country_code IS NOT NULL GROUP BY country_code ORDER BY count(*) DESC LIMIT 20`.execute(db);
  const words = names.rows.map((row) => row.normalised.split(" "));
  const firstWord: SearchQuery[] = [];
  const keyword: SearchQuery[] = [];
  const fuzzy: SearchQuery[] = [];
  const autocomplete: SearchQuery[] = [];
  words.forEach(([first = "", second = ""], i) => {
    firstWord.push({ searchname: first.slice(0, 3 + (i % 4)), keword: 2, pageSize: 20 });
    keyword.push({ searchname: `${second} ${first}`, keword: 1, pageSize: 20 });
    fuzzy.push({ searchname: `${swapLetters(first)} ${second}`, keword: 2, pageSize: 20 });
    autocomplete.push({ company_name: first.slice(0, 3 + (i % 2)), keword: 2, ieflag: 1, pageSize: 99 });
  });
  const browse = countries.rows.map((row): SearchQuery => ({ companyCountry: row.country_code, pageSize: 20 }));
  return { "first-word": firstWord, keyword, fuzzy, autocomplete, browse };
}
