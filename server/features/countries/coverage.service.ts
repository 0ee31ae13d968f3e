import type { Kysely } from "kysely";
import { COVERAGE_EXAMPLES_MAX, type Coverage } from "../../../contract/coverage.ts";
import type { DB } from "../../db/schema.ts";
import { coverageCounts, leadingCompanies, type LeadingCompany } from "./coverage.repo.ts";

/** Countries whose leading company may give an example: enough to meet several scripts. */
const EXAMPLE_COUNTRIES = 40;

/** The scripts examples are wanted in, in this order; a name in another script comes after them. */
const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Han}/u];

function scriptOf(name: string): number {
  const index = SCRIPTS.findIndex((script) => script.test(name));
  return index === -1 ? SCRIPTS.length : index;
}

/** One name per script, Latin, Cyrillic and Han first: the company's own spelling when it has one. */
export function exampleNames(companies: readonly LeadingCompany[]): string[] {
  const byScript = new Map<number, string>();
  for (const company of companies) {
    const name = (company.name_native ?? company.name).trim();
    const script = scriptOf(name);
    if (name !== "" && !byScript.has(script)) byScript.set(script, name);
  }
  return [...byScript.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, name]) => name)
    .slice(0, COVERAGE_EXAMPLES_MAX);
}

export async function coverage(db: Kysely<DB>): Promise<Coverage> {
  const counts = await coverageCounts(db);
  return { ...counts, examples: exampleNames(await leadingCompanies(db, EXAMPLE_COUNTRIES)) };
}
