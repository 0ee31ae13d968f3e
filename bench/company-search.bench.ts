/**
 * Company search latency: first-word, keyword, fuzzy (typo) and autocomplete queries, the facets
 * and a country browse, on the seeded demo data (the colleague's generator), through the same
 * service functions the API calls. p50 / p95 / max per kind.
 *
 * BENCH_COMPANIES (default 100,000), BENCH_SEED (7), BENCH_RUNS (200 per kind);
 * BENCH_DATABASE_URL or DATABASE_URL selects PostgreSQL (the loaded data is kept in its own
 * schema and reused on the next run; BENCH_FRESH=1 reloads it), otherwise PGlite: in memory, or
 * in BENCH_PGLITE_DIR (kept and reused like the schema). Each engine and size has its own table
 * in docs/PERFORMANCE.md.
 */
import os from "node:os";
import { sql, type Kysely } from "kysely";
import type { Bench } from "./run.ts";
import type { DB } from "../server/db/schema.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import { insertRows } from "../server/db/table-columns.ts";
import { withDeferredIndexes } from "../server/db/deferred-indexes.ts";
import { generateDemo } from "../server/features/demo/generator/generator.ts";
import { DEMO_COLUMNS, type DemoTable } from "../server/features/demo/generator/tables.ts";
import { facets, searchPage, suggest } from "../server/features/company-search/company-search.service.ts";
import type { SearchQuery } from "../contract/company-search.ts";
import { benchQueries, type QueryKind } from "./company-search.queries.ts";

const TABLES: readonly DemoTable[] = ["companies", "company_names", "company_addresses"];
const NOW = new Date("2026-06-01T00:00:00Z");

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

async function open(companies: number, seed: number) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const schema = url ? `bench_company_search_n${companies}_s${seed}` : undefined;
  const dataDir = url ? undefined : process.env.BENCH_PGLITE_DIR;
  if (url && schema && process.env.BENCH_FRESH === "1") {
    const bootstrap = await openDatabase({ databaseUrl: url });
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(bootstrap.db);
    await bootstrap.close();
  }
  const database = await openDatabase({ databaseUrl: url, schema, dataDir });
  await migrate(database);
  const engine = url ? "PostgreSQL" : dataDir ? "PGlite (data directory)" : "PGlite (in memory)";
  const where = url ? `PostgreSQL, schema ${schema}` : dataDir ? `PGlite, data directory ${dataDir}` : engine;
  return { database, engine, where, postgres: Boolean(url) };
}

/**
 * Loads the demo companies, their names and addresses once (the other demo tables are not searched,
 * so they are not generated), in one transaction with the indexes built after the rows.
 */
async function load(
  db: Kysely<DB>,
  { companies, seed, postgres }: { companies: number; seed: number; postgres: boolean },
  log: (line: string) => void,
): Promise<number> {
  const version = `n${companies}-s${seed}`;
  const loaded = await db
    .selectFrom("datasets")
    .select("version")
    .where("name", "=", "bench-company-search")
    .executeTakeFirst();
  if (loaded?.version === version) return 0;
  const started = Date.now();
  let last = 0;
  await db.transaction().execute(async (trx) => {
    // Memory for the index builds after the load (the server default is sized for small maintenance).
    if (postgres) await sql`SET LOCAL maintenance_work_mem = '1GB'`.execute(trx);
    await withDeferredIndexes(trx, TABLES, async () => {
      await generateDemo(
        { companies, seed, tables: TABLES },
        async (table, rows) => {
          await insertRows(trx, table, DEMO_COLUMNS[table], rows);
        },
        (done, total) => {
          if (Date.now() - last < 15_000) return;
          last = Date.now();
          log(`loading: ${done.toLocaleString("en")} / ${total.toLocaleString("en")} companies`);
        },
      );
      await sql`SELECT copy_company_name_ranks()`.execute(trx);
      log(`rows loaded after ${((Date.now() - started) / 60_000).toFixed(1)} min; building the indexes`);
    });
    await trx
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
  });
  // Statistics, and the visibility map that lets the search read its indexes without the rows.
  for (const table of TABLES) await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(db);
  return Date.now() - started;
}

/** The indexes the search reads in ranges (the others are read a key at a time). */
const SCANNED_INDEXES = [
  "company_names_compact_idx",
  "company_names_rank_idx",
  "company_names_words_idx",
  "company_name_words_pkey",
  "company_name_words_trgm_idx",
  "companies_pkey",
];

/**
 * Reads the data in first, as a server that has been answering searches holds it (pg_prewarm,
 * when the extension can be created): the indexes the search scans into PostgreSQL's buffers, the
 * searched tables and their other indexes into the operating system's cache. Without it each
 * run's figures depend on what the runs before it left in memory.
 */
async function prewarm(db: Kysely<DB>): Promise<string> {
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_prewarm SCHEMA public`.execute(db);
    const { rows } = await sql<{ buffered: string; cached: string }>`SELECT
        round(sum(public.pg_prewarm(c.oid, 'buffer')) FILTER (WHERE c.relname = ANY(${SCANNED_INDEXES}::text[])) * 8 / 1024.0) AS buffered,
        round(sum(public.pg_prewarm(c.oid, 'read')) FILTER (WHERE c.relname <> ALL(${SCANNED_INDEXES}::text[])) * 8 / 1024.0) AS cached
      FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'i')
        AND (c.relname IN ('companies', 'company_names', 'company_addresses')
          OR c.oid IN (SELECT i.indexrelid FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
            WHERE t.relname IN ('companies', 'company_names', 'company_addresses', 'company_name_words')))`.execute(db);
    const mb = (value: string | undefined) => Number(value ?? 0).toLocaleString("en");
    return ` Read in first (pg_prewarm), as a server answering searches holds them: the indexes the search scans into shared buffers (${mb(rows[0]?.buffered)} MB), the searched tables and their other indexes into the system's file cache (${mb(rows[0]?.cached)} MB).`;
  } catch {
    return " Nothing read in first (no pg_prewarm).";
  }
}

type Stats = {
  kind: QueryKind;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  rows: number;
  fuzzy: number;
  partial: number;
};
type Outcome = { rows: number; fuzzy: boolean; partial?: boolean };

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function measure(
  kind: QueryKind,
  queries: readonly SearchQuery[],
  call: (q: SearchQuery) => Promise<Outcome>,
  runs: number,
): Promise<Stats> {
  for (const query of queries.slice(0, 10)) await call(query);
  const times: number[] = [];
  let rows = 0;
  let fuzzy = 0;
  let partial = 0;
  for (let i = 0; i < runs; i++) {
    const query = queries[i % queries.length]!;
    const started = performance.now();
    const result = await call(query);
    times.push(performance.now() - started);
    rows += result.rows;
    if (result.fuzzy) fuzzy++;
    if (result.partial) partial++;
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
    partial: partial / runs,
  };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");

/** The issue's p95 targets, set for PostgreSQL at 10 M companies on these 2-core machines. */
const TARGETS: Partial<Record<QueryKind, number>> = { autocomplete: 30, "first-word": 50, keyword: 50, fuzzy: 150 };

/** What the time of each kind follows, for the reader of a missed target. */
const COST: Partial<Record<QueryKind, string>> = {
  "first-word":
    "a start matching more than 2,000 names is read in ranking order (stops after the page), a rarer one ranks all its matches",
  autocomplete: "as first-word, 99 rows",
  keyword:
    "ranks every name holding all the words (the word index finds them, and each is read from the table for its company's rank copy), so it grows with the matches",
  fuzzy:
    "the closest words come from the small list of distinct name words, then as keyword: it grows with the names holding the corrected words",
};

function targetLine(stats: readonly Stats[]): string {
  const checked = stats.filter((s) => TARGETS[s.kind] !== undefined);
  const met = checked.filter((s) => s.p95 <= (TARGETS[s.kind] ?? 0));
  const missed = checked.filter((s) => s.p95 > (TARGETS[s.kind] ?? 0));
  const show = (s: Stats, sign: string) => `${s.kind} ${ms(s.p95)} ${sign} ${TARGETS[s.kind]} ms`;
  return [
    `Against the p95 targets (set for PostgreSQL at 10 M companies): ${met.length ? `met: ${met.map((s) => show(s, "≤")).join(", ")}` : "none met"}`,
    missed.length
      ? `; **missed: ${missed.map((s) => show(s, ">")).join(", ")}** — ${missed.map((s) => `${s.kind}: ${COST[s.kind] ?? ""}`).join("; ")}.`
      : ".",
  ].join("");
}

const INTRO = [
  "One table per engine and size of data, each rewritten by its own run (`BENCH_COMPANIES`, `BENCH_SEED`, `BENCH_DATABASE_URL` or `DATABASE_URL` for PostgreSQL, else PGlite; see bench/company-search.bench.ts). The machine is shared with other engineers' builds and tests: the load average is given with each table, and tail latencies measured under load include waiting for a core.",
  "",
  "Kinds: _first-word_, 3 to 6 letters of a name's first word (keword=2); _keyword_, two words of a name in reverse order (keword=1); _fuzzy_, a whole first word with two letters swapped (no exact match, so the typo-tolerant fallback answers); _autocomplete_, the first 3 or 4 letters (ieflag=1, 99 rows); _facets_, the four facet counts of a first-word query; _browse_, one country's companies without text, by data quality. _Total ≥_: share of queries whose total is a lower bound (the response says so with `totalExact: false`; the list shows \"at least\").",
  "",
  "How: a first-word query (and the autocomplete) whose start matches more than 2,000 names is read in ranking order: `company_names_rank_idx` holds each name under its three-letter start with a copy of its company's quality and name, so the best companies come first and the scan stops after the page; the total counts the first 20,000 names only (index-only). Rarer starts, keyword and the typo rule rank every match: keyword reads the `to_tsvector('simple', normalised)` GIN index; the typo rule first finds the words close to each typed word in `company_name_words` (every distinct word of the names: trigram index and edit distance), then the names holding them through the same GIN index. Without a country or filter the matches are ranked from the names' copies of their company's quality and name, and only the page's companies are read; facets still read every match's company. Details: docs/decisions/0009-company-search.md.",
].join("\n");

/** The section: the intro, then the tables of the other runs as they were, and this run's table. */
function section(previous: string, heading: string, table: string): string {
  const kept = previous
    .split(/^(?=### )/m)
    .filter((part) => part.startsWith("### ") && !part.startsWith(`### ${heading}\n`))
    .map((part) => part.trim());
  return [INTRO, ...[...kept, `### ${heading}\n\n${table}`].sort()].join("\n\n");
}

export const bench: Bench = {
  heading: "Company search",
  run: async (log, previous) => {
    const companies = env("BENCH_COMPANIES", 100_000);
    const seed = env("BENCH_SEED", 7);
    const runs = env("BENCH_RUNS", 200);
    const { database, engine, where, postgres } = await open(companies, seed);
    const { db } = database;
    try {
      const loadMs = await load(db, { companies, seed, postgres }, log);
      const warmed = postgres ? await prewarm(db) : "";
      const counts = await sql<{ companies: string; names: string }>`SELECT
          (SELECT count(*) FROM companies) AS companies, (SELECT count(*) FROM company_names) AS names`.execute(db);
      const queries = await benchQueries(db);
      log(`measuring ${runs} queries per kind on ${counts.rows[0]?.companies} companies`);
      const page = (q: SearchQuery) =>
        searchPage(db, q, NOW).then((r) => ({
          rows: r.rows.length,
          fuzzy: r.matchMode === "fuzzy",
          partial: r.totalExact === false,
        }));
      const loadBefore = loadAverage();
      const stats = [
        await measure("first-word", queries["first-word"], page, runs),
        await measure("keyword", queries.keyword, page, runs),
        await measure("fuzzy", queries.fuzzy, page, runs),
        await measure(
          "autocomplete",
          queries.autocomplete,
          (q) =>
            suggest(db, q, NOW).then((r) => ({ rows: r.rows.length, fuzzy: false, partial: r.totalExact === false })),
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
      const version = await sql<{ version: string; buffers: string }>`SELECT version(),
          current_setting('shared_buffers') AS buffers`.execute(db);
      const table = [
        `${Number(counts.rows[0]?.companies).toLocaleString("en")} demo companies (${Number(counts.rows[0]?.names).toLocaleString("en")} names; generator seed ${seed}) on ${where}: ${(version.rows[0]?.version ?? "").split(" on ")[0]}, shared_buffers ${version.rows[0]?.buffers}.`,
        `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM; Node ${process.version}. ${loadMs ? `Load: ${(loadMs / 60_000).toFixed(1)} min.` : "Data loaded by an earlier run."}${warmed}`,
        `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC through the service functions of GET /csi/company/search and /csi/company/filters (page size 20; autocomplete 99), ${runs} queries per kind after 10 warm-up queries, one at a time; load average (1 / 5 / 15 min) ${loadBefore} at the start, ${loadAverage()} at the end.`,
        "",
        "| Query | p50 | p95 | max | rows (avg) | typo fallback | total ≥ |",
        "|---|---|---|---|---|---|---|",
        ...stats.map(
          (s) =>
            `| ${s.kind} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} | ${s.rows.toFixed(1)} | ${Math.round(s.fuzzy * 100)} % | ${Math.round(s.partial * 100)} % |`,
        ),
        "",
        targetLine(stats),
      ].join("\n");
      return section(previous, `${engine}, ${companies.toLocaleString("en")} companies`, table);
    } finally {
      await database.close();
    }
  },
};
