import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { AnalysisDetail, AnalysisSummary } from "../../../contract/trade-country.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import * as repo from "./trade-country.repo.ts";

/**
 * The country's partner x HS chapter detail set of one year (decision 0034): the summary names it by
 * `CC-YEAR-FLOW-<16 hex of the SHA-256 of its rows>`, so GET /trade/country/{hash} is immutable: it
 * answers the same rows while the roll-ups hold them, and 404 once a refresh changed them.
 */

const fingerprint = (rows: readonly repo.DetailRow[]) =>
  createHash("sha256")
    .update(rows.map((r) => `${r.partner}|${r.hs_code}|${r.value}|${r.is_demo ? 1 : 0}`).join("\n"))
    .digest("hex")
    .slice(0, 16);

export async function analysisSummary(
  db: Kysely<DB>,
  code: string,
  year: number | null,
  flow: TradeFlow,
): Promise<AnalysisSummary> {
  const rows = year === null ? [] : await repo.partnerChapters(db, code, year, flow);
  return {
    countryCode: code,
    year,
    flow,
    total: rows.reduce((s, r) => s + r.value, 0),
    partners: new Set(rows.map((r) => r.partner)).size,
    products: new Set(rows.map((r) => r.hs_code)).size,
    rows: rows.length,
    hash: rows.length ? `${code}-${year}-${flow}-${fingerprint(rows)}` : null,
  };
}

/** The detail set a hash names, or undefined when the figures it was taken from have changed. */
export async function analysisDetail(db: Kysely<DB>, hash: string): Promise<AnalysisDetail | undefined> {
  const [code = "", yearText = "", flowText = "", digest = ""] = hash.split("-");
  const [year, flow] = [Number(yearText), flowText === "import" ? "import" : "export"] as const;
  const rows = await repo.partnerChapters(db, code, year, flow);
  if (!rows.length || fingerprint(rows) !== digest) return undefined;
  return {
    countryCode: code,
    year,
    flow,
    rows: rows.map((r) => ({ partner: r.partner, hsCode: r.hs_code, value: r.value, isDemo: r.is_demo })),
  };
}
