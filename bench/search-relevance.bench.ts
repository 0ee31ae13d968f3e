/**
 * Search relevance (issue 12): the relevance set (server/features/company-search/relevance-set.ts)
 * built from the bundled SEC companies, scored through the service function of
 * GET /csi/company/search: top-1 (the company first) and MRR@10 (1 / its rank in the first ten,
 * 0 past them) per kind, on the eval set (what the method is tuned on) and on the held-out set
 * (other companies, another seed: scored, never tuned on). PGlite in memory, the SEC data loaded
 * as a fresh start loads it.
 *
 * RELEVANCE_COMPANIES (default 800 listed companies, half per set), RELEVANCE_SEED (1; the held-out
 * set uses the seed + 1000).
 */
import os from "node:os";
import type { Bench } from "./run.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import { loadDatasets } from "../server/lib/dataset-loader.ts";
import { createDataStatus } from "../server/lib/data-status.ts";
import { readTsvObjects } from "../server/lib/tsv.ts";
import { SEC_FILES, secCompaniesDataset } from "../server/features/companies/sec-companies.loader.ts";
import { aaaId } from "../server/features/companies/companies.columns.ts";
import { searchPage } from "../server/features/company-search/company-search.service.ts";
import {
  listedCompanies,
  RELEVANCE_KINDS,
  relevanceQueries,
  splitCompanies,
  type RelevanceKind,
  type RelevanceQuery,
} from "../server/features/company-search/relevance-set.ts";
import type { Kysely } from "kysely";
import type { DB } from "../server/db/schema.ts";
import { KEYWORD_MODE } from "../contract/company-search.ts";

const NOW = new Date("2026-06-01T00:00:00Z");
const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

type Score = { queries: number; top1: number; rr: number };

/** The rank (1-10) of the expected company in the first page of ten, or null. */
async function rankOf(db: Kysely<DB>, q: RelevanceQuery): Promise<number | null> {
  const keword = q.keyword ? KEYWORD_MODE.keyword : KEYWORD_MODE.firstWord;
  const page = await searchPage(db, { searchname: q.query, keword, pageSize: 10 }, NOW);
  const expected = aaaId(Number(q.company.cik));
  const i = page.rows.findIndex((row) => row.aaaId === expected);
  return i < 0 ? null : i + 1;
}

async function score(db: Kysely<DB>, queries: readonly RelevanceQuery[], misses: string[]) {
  const byKind = new Map<RelevanceKind | "all", Score>();
  const add = (key: RelevanceKind | "all", rank: number | null) => {
    const s = byKind.get(key) ?? { queries: 0, top1: 0, rr: 0 };
    byKind.set(key, { queries: s.queries + 1, top1: s.top1 + (rank === 1 ? 1 : 0), rr: s.rr + (rank ? 1 / rank : 0) });
  };
  for (const q of queries) {
    const rank = await rankOf(db, q);
    add(q.kind, rank);
    add("all", rank);
    if (rank !== 1) misses.push(`${q.kind}: "${q.query}" → ${q.company.name} (${rank ?? "not in 10"})`);
  }
  return byKind;
}

const table = (byKind: Map<RelevanceKind | "all", Score>) =>
  [
    "| Kind | Queries | Top-1 | MRR@10 |",
    "| --- | ---: | ---: | ---: |",
    ...[...RELEVANCE_KINDS, "all" as const].map((kind) => {
      const s = byKind.get(kind) ?? { queries: 0, top1: 0, rr: 0 };
      const of = (n: number) => (s.queries ? (n / s.queries).toFixed(3) : "–");
      return `| ${kind} | ${s.queries} | ${of(s.top1)} | ${of(s.rr)} |`;
    }),
  ].join("\n");

export const bench: Bench = {
  heading: "Company search relevance",
  async run(log) {
    const companies = env("RELEVANCE_COMPANIES", 800);
    const seed = env("RELEVANCE_SEED", 1);
    const database = await openDatabase({});
    try {
      await migrate(database);
      const started = Date.now();
      await loadDatasets(database.db, [secCompaniesDataset], createDataStatus(), () => {});
      log(`SEC companies loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      const listed = listedCompanies(readTsvObjects(SEC_FILES.tickers), companies);
      const { evaluation, heldOut } = splitCompanies(listed, String(seed));
      const sets = [
        { name: "Eval set", queries: relevanceQueries(evaluation, String(seed)), companies: evaluation.length },
        { name: "Held-out set", queries: relevanceQueries(heldOut, String(seed + 1000)), companies: heldOut.length },
      ];
      const sections: string[] = [];
      for (const set of sets) {
        const misses: string[] = [];
        const byKind = await score(database.db, set.queries, misses);
        log(`${set.name}: top-1 ${((byKind.get("all")?.top1 ?? 0) / set.queries.length).toFixed(3)}`);
        for (const miss of misses.slice(0, 40)) log(`  miss ${miss}`);
        sections.push(`### ${set.name} (${set.companies} companies)\n\n${table(byKind)}`);
      }
      const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), Node ${process.version}`;
      return [
        `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine}; PGlite in memory with the bundled SEC companies (35,686), through the service function of GET /csi/company/search (page of ten).`,
        `The relevance set (server/features/company-search/relevance-set.ts): the first ${listed.length} companies of the SEC tickers file listed on an exchange (the SEC lists the largest first), split in two halves that share no company; each company typed five ways: its name without the legal form (plain), one edit in its longest word (typo, never the first letter), its ticker, an abbreviation or "&"/"and" swapped (abbreviation, legal form kept; companies without one have no such query), its words in another order (reordered, asked in keyword mode). The eval set (seed ${seed}) is the one the method is tuned on; the held-out set (seed ${seed + 1000}) is scored, never tuned on. Top-1: the company first; MRR@10: the mean of 1 / its rank in the first ten (0 past them).`,
        ...sections,
      ].join("\n\n");
    } finally {
      await database.close();
    }
  },
};
