/**
 * Trade pages: p50 / p95 / max of each tab's query (product, company, country pages and the company
 * profile's business tabs) through the service functions the API calls, on the seeded demo data
 * (companies, bills of lading, country-pair flows and their roll-ups); and the shipment records
 * tab's regrouping of a 100,000-record set by the pure module its web worker runs (in Node here;
 * tests/e2e/trade-company-worker.spec.ts measures it in Chromium with the Long Tasks API).
 *
 * BENCH_COMPANIES (default 20,000), BENCH_SHIPMENT_SCALE (the generator's shipmentScale, default 5: about
 * 0.36 x companies x scale bills of lading, e.g. 1 M companies x 280 for 100 M; docs/PERFORMANCE.md, "Trade pages"),
 * BENCH_FLOW_SCALE (the generator's flowScale, default 1; 63 gives about 50 M flow rows),
 * BENCH_SEED (7), BENCH_RUNS (30 per query), BENCH_REGROUP_ROWS (100,000);
 * BENCH_DATABASE_URL or DATABASE_URL selects PostgreSQL (the data is kept in its own schema and
 * reused; BENCH_FRESH=1 reloads it), otherwise PGlite in memory. Each engine and size has its own
 * table in docs/PERFORMANCE.md.
 */
import os from "node:os";
import { sql, type Kysely } from "kysely";
import type { Bench } from "./run.ts";
import type { DB } from "../server/db/schema.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import { createDataStatus } from "../server/lib/data-status.ts";
import { loadDatasets } from "../server/lib/dataset-loader.ts";
import { countriesDataset, hsDataset } from "../server/features/reference/index.ts";
import { insertDemo } from "../server/features/demo/demo.loader.ts";
import type { DemoTable } from "../server/features/demo/generator/tables.ts";
import {
  refreshShipmentRollups,
  refreshShipmentRollupsInBulk,
  refreshTradeRollupsInBulk,
} from "../server/features/trade/trade-rollups.ts";
import * as product from "../server/features/trade/trade-product.service.ts";
import * as productCompanies from "../server/features/trade/product-companies.service.ts";
import * as company from "../server/features/trade/trade-company.service.ts";
import * as country from "../server/features/trade/trade-country.service.ts";
import * as business from "../server/features/trade/business-trade.service.ts";
import * as shipping from "../server/features/trade/trade-shipping.service.ts";
import * as search from "../server/features/trade/trade-company-search.service.ts";
import { addBulkShipments } from "../server/features/trade/bulk-shipments.fixture.ts";
import { groupShipments, GROUP_BYS, type GroupRequest } from "../src/features/trade-company/shipment-groups.ts";

const TABLES: readonly DemoTable[] = ["companies", "company_names", "shipments", "trade_flows"];
const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const TARGET_MS = 50;
const REGROUP_TARGET_MS = 200;

type Size = { companies: number; scale: number; flows: number; seed: number };

async function open(size: Size) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const schema = url ? `bench_trade_n${size.companies}_x${size.scale}_f${size.flows}_s${size.seed}` : undefined;
  if (url && schema && process.env.BENCH_FRESH === "1") {
    const bootstrap = await openDatabase({ databaseUrl: url });
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(bootstrap.db);
    await bootstrap.close();
  }
  const database = await openDatabase({ databaseUrl: url, schema });
  await migrate(database);
  return { database, engine: url ? "PostgreSQL" : "PGlite (in memory)", postgres: Boolean(url) };
}

/**
 * ANALYZE of this schema's tables only: a bare ANALYZE covers every schema of the database, and waits for
 * the locks of another bench's load (a deferred index build holds its tables).
 */
async function analyze(db: Kysely<DB>): Promise<void> {
  const { rows } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables
    WHERE schemaname = current_schema()`.execute(db);
  for (const { name } of rows) await sql`ANALYZE ${sql.table(name)}`.execute(db);
}

/**
 * The reference tables, the demo companies, shipments and flows, then the roll-ups: once per size. The
 * shipment roll-ups are refreshed on every run (nothing to do unless a migration or the regroup's records
 * marked months).
 */
async function load(db: Kysely<DB>, size: Size, postgres: boolean, log: (line: string) => void): Promise<number> {
  const version = `n${size.companies}-x${size.scale}-f${size.flows}-s${size.seed}`;
  const loaded = await db.selectFrom("datasets").select("version").where("name", "=", "bench-trade").executeTakeFirst();
  if (loaded?.version === version) {
    const started = Date.now();
    if ((await refreshShipmentRollups(db)) > 0) {
      log(`shipment roll-ups refreshed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      await analyze(db);
    }
    return 0;
  }
  const started = Date.now();
  const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
  const mark = (trx: Kysely<DB>, name: string) =>
    trx
      .insertInto("datasets")
      .values({
        name,
        version,
        source: "bench",
        licence: "demo",
        is_demo: true,
        row_count: size.companies,
        loaded_at: new Date(),
      })
      .execute();
  // The records first, committed on their own (bench-trade-raw), so that a run stopped in the roll-ups
  // starts again from them.
  const inserted = await db
    .selectFrom("datasets")
    .select("version")
    .where("name", "=", "bench-trade-raw")
    .executeTakeFirst();
  if (inserted?.version !== version) {
    await loadDatasets(db, [countriesDataset, hsDataset], createDataStatus(), log);
    await db.transaction().execute(async (trx) => {
      if (postgres) await sql`SET LOCAL maintenance_work_mem = '512MB'`.execute(trx);
      const rows = await insertDemo(trx, { ...size, shipmentScale: size.scale, flowScale: size.flows, tables: TABLES });
      log(`${count(rows)} rows generated, inserted and indexed in ${seconds(started)} (load average ${loadAverage()})`);
      await mark(trx, "bench-trade-raw");
    });
    await analyze(db);
  }
  await db.transaction().execute(async (trx) => {
    if (postgres) await sql`SET LOCAL maintenance_work_mem = '1GB'`.execute(trx);
    let phase = Date.now();
    await refreshTradeRollupsInBulk(trx);
    log(`trade roll-ups in ${seconds(phase)} (load average ${loadAverage()})`);
    phase = Date.now();
    await refreshShipmentRollupsInBulk(trx);
    log(`shipment roll-ups in ${seconds(phase)} (load average ${loadAverage()})`);
    await mark(trx, "bench-trade");
  });
  await analyze(db);
  return Date.now() - started;
}

type Subjects = { hs: string; reporter: string; importer: string; exporter: string; year: number; word: string };

/** The busiest subjects: the HS heading with the most trade, the country reporting most, the top importer and exporter. */
async function subjects(db: Kysely<DB>): Promise<Subjects> {
  const one = async <T>(query: ReturnType<typeof sql<T>>) => {
    const { rows } = await query.execute(db);
    if (!rows[0]) throw new Error("no trade data loaded");
    return rows[0];
  };
  const { hs, year } = await one(sql<{ hs: string; year: number }>`SELECT hs_code AS hs, year FROM trade_rollup_yp
    WHERE hs_level = 4 ORDER BY year DESC, value_usd DESC LIMIT 1`);
  const { reporter } = await one(sql<{ reporter: string }>`SELECT reporter_code AS reporter FROM trade_flows
    GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  const { importer } = await one(sql<{ importer: string }>`SELECT importer_company_id::text AS importer FROM shipments
    GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  const { exporter } = await one(sql<{ exporter: string }>`SELECT exporter_company_id::text AS exporter FROM shipments
    WHERE exporter_company_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  // The trade search's word: the first of the importer's name (demo names share words: many companies match).
  const { word } = await one(sql<{ word: string }>`SELECT split_part(normalised, ' ', 1) AS word FROM company_names
    WHERE company_id = ${importer}::bigint ORDER BY kind LIMIT 1`);
  return { hs, reporter, importer, exporter, year, word };
}

/** Each tab's call, as its route makes it. */
function tabQueries(db: Kysely<DB>, s: Subjects): [string, () => Promise<unknown>][] {
  const importer = { id: s.importer };
  return [
    ["product: profile", () => product.productProfile(db, s.hs)],
    ["product: trade map", () => product.productCountryMap(db, s.hs, { flow: "export" })],
    ["product: map country", () => product.productMapCountry(db, s.hs, { countryCode: s.reporter })],
    ["product: origin & destination", () => product.productRanking(db, s.hs, { flow: "export", limit: 50 })],
    ["product: suppliers & buyers", () => productCompanies.companyRanking(db, s.hs, { flow: "export", limit: 50 })],
    ["product: supply chain", () => productCompanies.supplyChain(db, s.hs)],
    ["product: trends", () => product.productTrends(db, s.hs)],
    ["product: shipping overview", () => shipping.productOverview(db, s.hs, undefined)],
    ["country: trade data", () => country.tradeData(db, s.reporter)],
    ["country: trends", () => country.trends(db, s.reporter)],
    ["country: partner countries", () => country.partners(db, s.reporter, { flow: "export" })],
    ["country: products", () => country.products(db, s.reporter, { flow: "export" })],
    ["country: enterprises", () => country.enterprises(db, s.reporter, { flow: "import" })],
    ["country: enterprise months", () => country.months(db, s.reporter, "import")],
    ["company: trends", () => company.trends(db, s.importer)],
    ["company: map / countries", () => company.countries(db, s.importer, {})],
    ["company: partners", () => company.partners(db, s.importer, { limit: 100 })],
    ["company: products", () => company.products(db, s.importer, { limit: 100 })],
    ["company: shipment records (page)", () => company.shipments(db, s.importer, {})],
    ["company: shipment set (worker's fetch)", () => company.shipmentSet(db, s.importer, {})],
    ["company: exports partners", () => company.partners(db, s.exporter, { flow: "export", limit: 100 })],
    ["company: supply chain", () => shipping.companySupplyChain(db, s.importer, undefined)],
    ["company: competitiveness", () => shipping.companyCompetitiveness(db, s.importer, {})],
    ["search: trading companies", () => search.searchTrade(db, { company_name: s.word })],
    ["search: filter conditions", () => search.searchFilterConditions(db, s.word)],
    ["business: import & export", () => business.importExport(db, importer)],
    ["business: months", () => business.transactions(db, importer, "import")],
    ["business: continents", () => business.tradeByContinent(db, importer, "import")],
    ["business: products", () => business.productTrade(db, importer, "import")],
    ["business: supply chain", () => business.supplyChain(db, importer)],
    ["business: import detail", () => business.details(db, importer, {})],
  ];
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function timed(call: () => unknown, runs: number) {
  for (let i = 0; i < Math.min(3, runs); i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(" / ");
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const count = (value: number) => value.toLocaleString("en");

async function counts(db: Kysely<DB>) {
  const { rows } = await sql<{ shipments: string; flows: string; rollup: string; companyRollup: string }>`SELECT
    (SELECT count(*) FROM shipments) AS shipments, (SELECT count(*) FROM trade_flows) AS flows,
    (SELECT count(*) FROM trade_rollup_yodp) AS rollup,
    (SELECT count(*) FROM shipment_rollup_cpm) AS "companyRollup"`.execute(db);
  const row = rows[0];
  return {
    shipments: Number(row?.shipments),
    flows: Number(row?.flows),
    rollup: Number(row?.rollup),
    companyRollup: Number(row?.companyRollup),
  };
}

/** Regroups a `rows`-record set of a company (added by the e2e fixture's seeded SQL) with the worker's module. */
async function regroupFigures(db: Kysely<DB>, rows: number, runs: number, log: (line: string) => void) {
  const { rows: found } = await sql<{ id: string; name: string; country_code: string | null }>`SELECT id::text, name,
    country_code FROM companies WHERE is_demo ORDER BY id DESC LIMIT 1`.execute(db);
  const target = found[0];
  if (!target) throw new Error("no demo company");
  const year = 2001;
  const exists = await company.shipmentSet(db, target.id, { year });
  if (exists?.columns.date.length !== rows) {
    await sql`DELETE FROM shipments WHERE company_id = ${target.id}::bigint AND arrival_date >= '2001-01-01'
      AND arrival_date < '2002-01-01'`.execute(db);
    const started = Date.now();
    await addBulkShipments(
      db,
      { id: target.id, name: target.name, countryCode: target.country_code },
      {
        count: rows,
        year,
        seed: 1,
      },
    );
    log(`${count(rows)} records added and refreshed by difference in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const fetchTimes = await timed(() => company.shipmentSet(db, target.id, { year }), Math.min(runs, 10));
  const set = await company.shipmentSet(db, target.id, { year });
  if (!set) throw new Error("no shipment set");
  const bytes = JSON.stringify(set).length;
  log(`regrouping a ${count(set.columns.date.length)}-record set (${(bytes / 1e6).toFixed(1)} MB of JSON)`);
  const request: GroupRequest = {
    by: "partner",
    sort: "records",
    descending: true,
    filter: "",
    locale: "en",
    limit: 100,
    noneLabel: "none",
  };
  const lines: string[] = [];
  const cases: [string, GroupRequest][] = [
    ...GROUP_BYS.map((by): [string, GroupRequest] => [`by ${by}, most records first`, { ...request, by }]),
    ["by product, sorted by value", { ...request, by: "product", sort: "value" }],
    ["by country, sorted by name (localised, de)", { ...request, by: "country", sort: "name", locale: "de" }],
    ["by partner, filtered by a word", { ...request, filter: "84" }],
  ];
  let worst = 0;
  for (const [name, asked] of cases) {
    const t = await timed(() => groupShipments(set, asked), runs);
    worst = Math.max(worst, t.p95);
    lines.push(`| ${name} | ${ms(t.p50)} | ${ms(t.p95)} | ${ms(t.max)} |`);
  }
  return { rows: set.columns.date.length, bytes, fetch: fetchTimes, lines, worst };
}

export const bench: Bench = {
  heading: "Trade pages",
  run: async (log, previous) => {
    const size: Size = {
      companies: env("BENCH_COMPANIES", 20_000),
      scale: env("BENCH_SHIPMENT_SCALE", 5),
      flows: env("BENCH_FLOW_SCALE", 1),
      seed: env("BENCH_SEED", 7),
    };
    const runs = env("BENCH_RUNS", 30);
    const regroupRows = env("BENCH_REGROUP_ROWS", 100_000);
    const { database, engine, postgres } = await open(size);
    try {
      const db = database.db;
      const loadMs = await load(db, size, postgres, log);
      const sizes = await counts(db);
      const s = await subjects(db);
      log(`${count(sizes.shipments)} shipments, ${count(sizes.flows)} flows; subjects ${JSON.stringify(s)}`);
      const rows: string[] = [];
      const missed: string[] = [];
      for (const [name, call] of tabQueries(db, s)) {
        const t = await timed(call, runs);
        if (t.p95 > TARGET_MS) missed.push(name);
        rows.push(`| ${name} | ${ms(t.p50)} | ${ms(t.p95)} | ${ms(t.max)} | ${t.p95 <= TARGET_MS ? "yes" : "no"} |`);
        log(`${name}: p95 ${ms(t.p95)}`);
      }
      const regroup = await regroupFigures(db, regroupRows, runs, log);
      const date = new Date().toISOString().slice(0, 10);
      const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${os
        .loadavg()
        .map((v) => v.toFixed(1))
        .join(" / ")} (shared with other work)`;
      const heading = `### ${engine}: ${count(sizes.shipments)} shipments, ${count(sizes.flows)} flow rows`;
      const section = [
        heading,
        "",
        `${date}, ${machine}. Demo data: ${count(size.companies)} companies, seed ${size.seed}, shipment scale ${size.scale}, flow scale ${size.flows} ` +
          `(${count(sizes.rollup)} year x origin x destination x product roll-up rows, ${count(sizes.companyRollup)} company x partner x product x month rows)${loadMs ? `, loaded in ${(loadMs / 1000).toFixed(0)} s` : ""}. ` +
          `${runs} runs per query after 3 warm-up runs, one at a time. Subjects: the busiest HS heading (${s.hs}), ` +
          `reporter (${s.reporter}), importer (company ${s.importer}) and exporter (company ${s.exporter}).`,
        "",
        `| Tab query | p50 | p95 | max | p95 ≤ ${TARGET_MS} ms |`,
        "| --- | --: | --: | --: | --- |",
        ...rows,
        "",
        missed.length
          ? `Over ${TARGET_MS} ms at p95: ${missed.join(", ")}.`
          : `Every tab's p95 is within ${TARGET_MS} ms.`,
        "",
        `Regrouping a ${count(regroup.rows)}-record shipment set (${(regroup.bytes / 1e6).toFixed(1)} MB as JSON) with the worker's pure module in Node; ` +
          `the set's query: p50 ${ms(regroup.fetch.p50)}, p95 ${ms(regroup.fetch.p95)}. Goal ≤ ${REGROUP_TARGET_MS} ms: ` +
          `${regroup.worst <= REGROUP_TARGET_MS ? "met" : "missed"} (worst p95 ${ms(regroup.worst)}).`,
        "",
        "| Regrouping | p50 | p95 | max |",
        "| --- | --: | --: | --: |",
        ...regroup.lines,
      ].join("\n");
      // Keep the other engines' and sizes' tables; replace this one's.
      const kept = previous
        .split(/\n(?=### )/)
        .filter((part) => part.startsWith("### ") && !part.startsWith(heading.split(":")[0] ?? heading));
      const intro = previous.split(/\n(?=### )/).filter((part) => !part.startsWith("### "))[0] ?? "";
      return [intro.trim(), ...kept.map((part) => part.trim()), section].filter(Boolean).join("\n\n");
    } finally {
      await database.close();
    }
  },
};
