/**
 * Company search latency: first-word, keyword, fuzzy (typo) and autocomplete queries, the facets
 * and a country browse, on the seeded demo data (the colleague's generator), through the same
 * service functions the API calls. p50 / p95 / max per kind.
 *
 * BENCH_COMPANIES (default 100,000), BENCH_SEED (7), BENCH_RUNS (200 per kind);
 * BENCH_DATABASE_URL or DATABASE_URL selects PostgreSQL (the loaded data is kept in its own
 * schema and reused on the next run; BENCH_FRESH=1 reloads it), otherwise an in-memory PGlite.
 */
import os from "node:os";
import { sql, type Kysely } from "kysely";
import type { Bench } from "./run.ts";
import type { DB } from "../server/db/schema.ts";
import { openDatabase, type Database } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import { insertRows } from "../server/db/table-columns.ts";
import { generateDemo } from "../data/demo/generator.ts";
import { DEMO_COLUMNS, type DemoTable } from "../data/demo/tables.ts";
import { facets, searchPage, suggest } from "../server/features/company-search/company-search.service.ts";
import type { SearchQuery } from "../contract/company-search.ts";
import { benchQueries, type QueryKind } from "./company-search.queries.ts";

const TABLES: readonly DemoTable[] = ["companies", "company_names", "company_addresses"];
const NOW = new Date("2026-06-01T00:00:00Z");

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

async function open(companies: number, seed: number): Promise<{ database: Database; where: string }> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const schema = url ? `bench_company_search_n${companies}_s${seed}` : undefined;
  if (url && schema && process.env.BENCH_FRESH === "1") {
    const bootstrap = await openDatabase({ databaseUrl: url });
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(bootstrap.db);
    await bootstrap.close();
  }
  const database = await openDatabase({ databaseUrl: url, schema });
  await migrate(database);
  return { database, where: url ? `PostgreSQL, schema ${schema}` : "PGlite (in memory)" };
}

/** Loads the demo companies, their names and addresses once (the other demo tables are not searched). */
async function load(db: Kysely<DB>, companies: number, seed: number, log: (line: string) => void): Promise<number> {
  const version = `n${companies}-s${seed}`;
  const loaded = await db
    .selectFrom("datasets")
    .select("version")
    .where("name", "=", "bench-company-search")
    .executeTakeFirst();
  if (loaded?.version === version) return 0;
  const started = Date.now();
  let last = 0;
  await generateDemo(
    { companies, seed },
    async (table, rows) => {
      if (TABLES.includes(table)) await insertRows(db, table, DEMO_COLUMNS[table], rows);
    },
    (done, total) => {
      if (Date.now() - last < 15_000) return;
      last = Date.now();
      log(`loading: ${done.toLocaleString("en")} / ${total.toLocaleString("en")} companies`);
    },
  );
  await sql`ANALYZE companies`.execute(db);
  await sql`ANALYZE company_names`.execute(db);
  await sql`ANALYZE company_addresses`.execute(db);
  await db
    .insertInto("datasets")
    .values({
      name: "bench-company-search",
      version,
      source: "bench",
      licence: "demo",
      is_demo: true,
      row_count: companies,
      loaded_at: new Date(),
    })
    .execute();
  return Date.now() - started;
}

type Stats = { kind: QueryKind; runs: number; p50: number; p95: number; max: number; rows: number; fuzzy: number };

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function measure(
  kind: QueryKind,
  queries: readonly SearchQuery[],
  call: (q: SearchQuery) => Promise<{ rows: number; fuzzy: boolean }>,
  runs: number,
): Promise<Stats> {
  for (const query of queries.slice(0, 10)) await call(query);
  const times: number[] = [];
  let rows = 0;
  let fuzzy = 0;
  for (let i = 0; i < runs; i++) {
    const query = queries[i % queries.length]!;
    const started = performance.now();
    const result = await call(query);
    times.push(performance.now() - started);
    rows += result.rows;
    if (result.fuzzy) fuzzy++;
  }
  times.sort((a, b) => a - b);
  return {
    kind,
    runs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
    rows: rows / runs,
    fuzzy: fuzzy / runs,
  };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

export const bench: Bench = {
  heading: "Company search",
  run: async (log) => {
    const companies = env("BENCH_COMPANIES", 100_000);
    const seed = env("BENCH_SEED", 7);
    const runs = env("BENCH_RUNS", 200);
    const { database, where } = await open(companies, seed);
    const { db } = database;
    try {
      const loadMs = await load(db, companies, seed, log);
      const counts = await sql<{ companies: string; names: string }>`SELECT
          (SELECT count(*) FROM companies) AS companies, (SELECT count(*) FROM company_names) AS names`.execute(db);
      const queries = await benchQueries(db);
      log(`measuring ${runs} queries per kind on ${counts.rows[0]?.companies} companies`);
      const page = (q: SearchQuery) =>
        searchPage(db, q, NOW).then((r) => ({ rows: r.rows.length, fuzzy: r.matchMode === "fuzzy" }));
      const stats = [
        await measure("first-word", queries["first-word"], page, runs),
        await measure("keyword", queries.keyword, page, runs),
        await measure("fuzzy", queries.fuzzy, page, runs),
        await measure(
          "autocomplete",
          queries.autocomplete,
          (q) => suggest(db, q, NOW).then((r) => ({ rows: r.rows.length, fuzzy: false })),
          runs,
        ),
        await measure(
          "facets",
          queries["first-word"],
          (q) => facets(db, q, NOW).then((r) => ({ rows: r.total, fuzzy: r.matchMode === "fuzzy" })),
          runs,
        ),
        await measure("browse", queries.browse, page, Math.min(runs, 50)),
      ];
      const version = await sql<{ version: string }>`SELECT version()`.execute(db);
      const loadAverage = os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(" / ");
      return [
        `${Number(counts.rows[0]?.companies).toLocaleString("en")} demo companies (${Number(counts.rows[0]?.names).toLocaleString("en")} names; generator seed ${seed}) on ${where}: ${(version.rows[0]?.version ?? "").split(" on ")[0]}.`,
        `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM; Node ${process.version}. ${loadMs ? `Load: ${(loadMs / 60_000).toFixed(1)} min.` : "Data loaded by an earlier run."}`,
        `Measured ${new Date().toISOString().slice(0, 10)} through the service functions of GET /csi/company/search and /csi/company/filters (page size 20; autocomplete 99), ${runs} queries per kind after 10 warm-up queries, one at a time; load average at the end ${loadAverage} (1 / 5 / 15 min: the machine is shared, so the tail latencies include other work).`,
        "",
        "| Query | p50 | p95 | max | rows (avg) | typo fallback |",
        "|---|---|---|---|---|---|",
        ...stats.map(
          (s) =>
            `| ${s.kind} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} | ${s.rows.toFixed(1)} | ${Math.round(s.fuzzy * 100)} % |`,
        ),
        "",
        "Kinds: *first-word*, 3 to 6 letters of a name's first word (keword=2); *keyword*, two words of a name in reverse order (keword=1); *fuzzy*, a whole first word with two letters swapped (no exact match, so the typo-tolerant fallback answers); *autocomplete*, the first 3 or 4 letters (ieflag=1, 99 rows); *facets*, the four facet counts of a first-word query; *browse*, one country's companies without text, by data quality.",
        "",
        "How: first-word and autocomplete read the prefix B-trees (`normalised` and its space-free form, as byte ranges); keyword reads the `to_tsvector('simple', normalised)` GIN index; the typo rule reads the trigram GIN index with every word of three letters or more as a condition; each matching name then fetches its company by key, so the cost follows the number of matches (a three-letter prefix of the demo data matches thousands of names; longer text, a country or filters narrow it), not the size of the table. Details: docs/decisions/0009-company-search.md.",
      ].join("\n");
    } finally {
      await database.close();
    }
  },
};
