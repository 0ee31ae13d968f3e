/**
 * Credit (issue 21): report PDF generation per company (goal p95 <= 1 s) and each performance and
 * market tab query (goal p95 <= 50 ms), through the API the profile calls (Fastify inject, so the
 * route's validation and serialisation count), on the SEC data (with companyfacts) plus the seeded
 * demo data set of BENCH_COMPANIES (default 10,000; the server's DEMO_COMPANIES) with its industry
 * norms and ratings roll-ups, loaded as at first start.
 *
 * BENCH_COMPANIES (10,000), BENCH_SEED (7), BENCH_SAMPLE (companies asked per query: 40), BENCH_PDFS (20);
 * DATABASE_URL selects PostgreSQL, otherwise PGlite in memory. On PostgreSQL the data is kept in its own
 * schema per size and seed (bench_credit_n<companies>_s<seed>), so a large size is loaded once: a later run
 * loads only the data sets whose version changed (a new roll-up, say) after the migrations;
 * BENCH_FRESH=1 drops the schema first.
 */
import os from "node:os";
import type { Bench } from "./run.ts";
import type { EndpointSpec } from "../contract/endpoint.ts";
import { marketEndpoints } from "../contract/market.endpoints.ts";
import { performanceEndpoints } from "../contract/performance.endpoints.ts";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import { createDataStatus } from "../server/lib/data-status.ts";
import { loadDatasets } from "../server/lib/dataset-loader.ts";
import {
  secCompaniesDataset,
  secCompanyFactsDataset,
  secFinancialsDataset,
} from "../server/features/companies/index.ts";
import { demoDatasets } from "../server/features/demo/demo.datasets.ts";
import { companyRatingsDataset } from "../server/features/market/index.ts";
import { buildReport } from "../server/features/reports/reports.service.ts";
import { sql } from "kysely";

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const NOW = new Date("2026-12-01T00:00:00Z");
const TAB_GOAL_MS = 50;
const PDF_GOAL_MS = 1000;

function p(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}
const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);

export const bench: Bench = {
  heading: "Credit: reports and tab queries",
  run: async (log) => {
    const companies = env("BENCH_COMPANIES", 10_000);
    const seed = env("BENCH_SEED", 7);
    const sample = env("BENCH_SAMPLE", 40);
    const pdfs = env("BENCH_PDFS", 20);
    const load = os.loadavg()[0]!.toFixed(1);
    const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (in memory)";
    const demo = demoDatasets({ demoCompanies: companies, demoSeed: seed });
    const real = [secCompaniesDataset, secFinancialsDataset, secCompanyFactsDataset];
    let started = performance.now();
    log(`loading SEC data and ${companies.toLocaleString("en")} demo companies (${engine})…`);
    const url = process.env.DATABASE_URL;
    const schema = url ? `bench_credit_n${companies}_s${seed}` : undefined;
    if (url && schema && process.env.BENCH_FRESH === "1") {
      const bootstrap = await openDatabase({ databaseUrl: url });
      await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(bootstrap.db);
      await bootstrap.close();
    }
    const database = await openDatabase({ databaseUrl: url, schema });
    await migrate(database);
    const dataStatus = createDataStatus();
    await loadDatasets(
      database.db,
      [...real, ...demo, companyRatingsDataset([...real, ...demo])],
      dataStatus,
      (line) => line.startsWith("loaded ") && log(line),
    );
    const config = {
      ...loadConfig({}),
      smtpUrl: undefined,
      searchRateLimit: 0,
      exportRateLimit: 0,
      maxEventLoopDelayMs: 0,
    };
    const app = await buildApp({ config, database, dataStatus, version: "bench", now: () => NOW });
    await app.ready();
    const t = { app, database };
    const loadSeconds = (performance.now() - started) / 1000;
    log(`loaded in ${loadSeconds.toFixed(0)} s`);
    try {
      // Companies with a full-year statement: half real, half demo (whose cells grow with BENCH_COMPANIES), each evenly spread.
      const withStatements = (isDemo: boolean, limit: number) =>
        sql<{ aaa_id: string }>`
        SELECT c.aaa_id FROM companies c
        WHERE c.is_demo = ${isDemo}
          AND EXISTS (SELECT 1 FROM financial_statements s WHERE s.company_id = c.id AND s.period_months = 12)
        ORDER BY hashtext(c.aaa_id) LIMIT ${limit}`.execute(t.database.db);
      const realRows = (await withStatements(false, Math.floor(sample / 2))).rows;
      const rows = [...realRows, ...(await withStatements(true, sample - realRows.length)).rows];
      const ids = rows.map((r) => r.aaa_id);
      const endpoints = [
        ...Object.values(performanceEndpoints),
        ...Object.values(marketEndpoints),
      ] as readonly EndpointSpec[];
      const tabRows: string[] = [];
      let tabMet = 0;
      for (const endpoint of endpoints) {
        const times: number[] = [];
        // One warm-up call, then every sampled company.
        for (const [i, id] of [ids[0]!, ...ids].entries()) {
          const at = performance.now();
          const res = await t.app.inject(
            endpoint.method === "GET"
              ? { method: "GET", url: `/csi${endpoint.path}`, query: { id } }
              : { method: "POST", url: `/csi${endpoint.path}`, payload: { id } },
          );
          const took = performance.now() - at;
          if (res.statusCode !== 200)
            throw new Error(`${endpoint.path} ${id}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (i > 0) times.push(took);
        }
        const p95 = p(times, 0.95);
        if (p95 <= TAB_GOAL_MS) tabMet++;
        tabRows.push(
          `| \`${endpoint.method} ${endpoint.path}\` | ${ms(p(times, 0.5))} | ${ms(p95)} | ${ms(Math.max(...times))} | ${p95 <= TAB_GOAL_MS ? "met" : "missed"} |`,
        );
        log(`${endpoint.path}: p95 ${ms(p95)} ms`);
      }
      const pdfTimes: { id: string; ms: number }[] = [];
      for (const [i, id] of [ids[0]!, ...ids.slice(0, pdfs)].entries()) {
        for (const locale of ["en", "ja"] as const) {
          started = performance.now();
          const file = await buildReport(t.database.db, id, locale, NOW);
          const took = performance.now() - started;
          if (file.bytes.length < 1000) throw new Error(`${id}: empty report`);
          if (i > 0) pdfTimes.push({ id: `${id} (${locale})`, ms: took });
        }
      }
      const pdfP95 = p(
        pdfTimes.map((x) => x.ms),
        0.95,
      );
      log(`report PDF: p95 ${ms(pdfP95)} ms over ${pdfTimes.length}`);
      return [
        `Measured ${new Date().toISOString().slice(0, 16)}Z by \`npm run bench credit\` on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, ${engine}; load average ${load} at the start (a machine shared with other work). Data: the SEC registrants, FSDS 2009q3/2010q2 and companyfacts, plus ${companies.toLocaleString("en")} seeded demo companies (seed ${seed}) with their statements, industry norms and ratings roll-up (loading took ${loadSeconds.toFixed(0)} s in this run; a kept schema loads only what changed). Each query asked for ${ids.length} companies with a full-year statement (${realRows.length} real, the others demo), after one warm-up call; through Fastify's inject, so validation and serialisation count.`,
        "",
        `**Report PDF** (\`buildReport\`: the profile's services, then the PDF with embedded fonts), ${pdfTimes.length} reports (${pdfs} companies in English and Japanese): p50 ${ms(
          p(
            pdfTimes.map((x) => x.ms),
            0.5,
          ),
        )} ms, **p95 ${ms(pdfP95)} ms**, max ${ms(Math.max(...pdfTimes.map((x) => x.ms)))} ms — goal ≤ ${PDF_GOAL_MS} ms ${pdfP95 <= PDF_GOAL_MS ? "met" : "missed"}.`,
        "",
        `**Tab queries**: ${tabMet} of ${endpoints.length} meet the goal p95 ≤ ${TAB_GOAL_MS} ms.`,
        "",
        "| Call | p50 ms | p95 ms | max ms | goal |",
        "| --- | --- | --- | --- | --- |",
        ...tabRows,
      ].join("\n");
    } finally {
      await app.close();
      await database.close();
    }
  },
};
