/**
 * `npm run credit:backtest`: the credit model over every SEC filer of the bundled statements
 * (2009q3, 2010q2), against what later data in the repository shows of each company: a listing in
 * the 2026 tickers file, a filing in the 2021q1 FSDS set, the EDGAR form index of 2020-03-18.
 * Writes the section "Credit model: back-test" of docs/CREDIT.md (docs/decisions/0036-credit-model.md).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { join, resolve } from "node:path";
import { format, resolveConfig } from "prettier";
import { replaceSection } from "../bench/run.ts";
import { RAW_DIR } from "../server/lib/data-files.ts";
import { readTsvObjects } from "../server/lib/tsv.ts";
import { SEC_FILES } from "../server/features/companies/sec-companies.loader.ts";
import { readFsdsQuarters } from "../server/features/companies/sec-financials.loader.ts";
import { mapSecFinancials } from "../server/features/companies/sec-financials.mapper.ts";
import { creditOpinion, type RatedYear, type StatementFigures } from "../server/features/credit/credit-model.ts";
import { areaUnderCurve, bandResults, zoneOf, type BacktestCase } from "../server/features/credit/credit-backtest.ts";

const root = resolve(import.meta.dirname, "..");
const HEADING = "Credit model: back-test";
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const pct = (x: number | null) => (x === null ? "–" : `${(100 * x).toFixed(1)} %`);

function figures(row: Record<string, unknown>): StatementFigures {
  return {
    fiscalYear: Number(row.fiscal_year),
    periodEnd: String(row.period_end),
    periodMonths: Number(row.period_months),
    currency: String(row.currency),
    revenue: num(row.revenue),
    operatingIncome: num(row.operating_income),
    totalAssets: num(row.total_assets),
    currentAssets: num(row.current_assets),
    currentLiabilities: num(row.current_liabilities),
    totalLiabilities: num(row.total_liabilities),
    equity: num(row.equity),
    retainedEarnings: num(row.retained_earnings),
  };
}

/** CIKs (as numbers in text) of the EDGAR daily form index, by form type. */
function formIndex(path: string): { cik: string; form: string }[] {
  const lines = gunzipSync(readFileSync(path)).toString("latin1").split("\n");
  const header = lines.findIndex((line) => line.startsWith("Form Type"));
  const at = (name: string) => lines[header]!.indexOf(name);
  const [cikAt, dateAt] = [at("CIK"), at("Date Filed")];
  return lines
    .slice(header + 2)
    .filter((line) => line.trim())
    .map((line) => ({
      cik: String(Number(line.slice(cikAt, dateAt).trim())),
      form: line.slice(0, at("Company Name")).trim(),
    }));
}

async function main(): Promise<void> {
  const byCompany = new Map<string, StatementFigures[]>();
  for (const row of mapSecFinancials(await readFsdsQuarters())) {
    const id = String(row.company_id);
    byCompany.set(id, [...(byCompany.get(id) ?? []), figures(row)]);
  }
  const listed = new Set(readTsvObjects(SEC_FILES.tickers).map((r) => String(Number(r.cik))));
  const filed2021 = new Set(readTsvObjects(SEC_FILES.sub("2021q1")).map((r) => String(Number(r.cik))));
  const index = formIndex(join(RAW_DIR, "financials", "edgar-form-index-2020-03-18.idx.gz"));
  const filed2020 = new Set(index.map((f) => f.cik));
  const form15 = new Set(index.filter((f) => /^15-/.test(f.form)).map((f) => f.cik));

  const sample = new Set(readTsvObjects(SEC_FILES.registrants).map((r) => String(Number(r.cik))));
  const cases: BacktestCase[] = [];
  const missing = new Map<string, number>();
  let unrated = 0;
  for (const [companyId, statements] of byCompany) {
    const rated = creditOpinion(statements, "2026-11-26").history.filter((y): y is RatedYear => y.status === "rated");
    const last = rated.at(-1);
    if (!last) {
      unrated++;
      const latest = creditOpinion(statements, "2026-11-26").latest;
      for (const input of latest?.status === "insufficient-data" ? latest.missing : [])
        missing.set(input, (missing.get(input) ?? 0) + 1);
      continue;
    }
    const seenLater = listed.has(companyId) || filed2021.has(companyId) || filed2020.has(companyId);
    cases.push({ companyId, rating: last.rating, zScore: last.zScore, seenLater });
  }
  const gone = cases.filter((c) => !c.seenLater).length;
  const auc = areaUnderCurve(cases);
  const zones = (["distress", "grey", "safe"] as const).map((zone) => {
    const inZone = cases.filter((c) => zoneOf(c.zScore) === zone);
    const out = inZone.filter((c) => !c.seenLater).length;
    return `| ${zone} | ${inZone.length} | ${out} | ${pct(inZone.length ? out / inZone.length : null)} |`;
  });
  const bands = bandResults(cases).map((b) => `| ${b.rating} | ${b.companies} | ${b.notSeenLater} | ${pct(b.share)} |`);
  const observable = cases.filter((c) => sample.has(c.companyId) || listed.has(c.companyId));
  const observableAuc = areaUnderCurve(observable);
  const missingText = [...missing]
    .sort((a, b) => b[1] - a[1])
    .map(([input, n]) => `${input} ${n}`)
    .join(", ");
  const inIndex = cases.filter((c) => filed2020.has(c.companyId)).length;
  const body = `Produced by \`npm run credit:backtest\` (scripts/credit-backtest.ts); rerun it after the data changes.

**Method.** Every SEC filer of the bundled statements (FSDS 2009q3 and 2010q2, ${byCompany.size} companies) is
rated by the model on its latest rated fiscal year (2009 or 2010); ${unrated} cannot be rated (an input
missing in every year; inputs missing in their latest year: ${missingText}). The outcome is what the repository's later data shows of each of the ${cases.length} rated
companies: **seen later** when it is in the SEC tickers file of 2026-06 (listed today), filed in the
2021q1 FSDS set, or filed anything on 2020-03-18 (EDGAR daily form index); else **not seen later**.

**What the outcome is not.** The data holds no default, bankruptcy or delisting event. A company not seen
later may have been acquired, merged, gone private, stopped filing or gone bankrupt; the 2021q1 set ships
only filers of the registrant sample or the tickers file, so a company outside both is not seen later
even if it still files. "Not seen later" is a weak proxy of distress, and the table below checks only
whether worse ratings go with more disappearance, not the PDs (which would need default events).

${cases.length} rated, ${gone} not seen later (${pct(cases.length ? gone / cases.length : null)}).
The form index of 2020-03-18 lists ${inIndex} of them, ${form15.size ? `and Form 15 (deregistration) for ${[...form15].filter((cik) => byCompany.has(cik)).length}` : "and no Form 15 of anyone"}.

| Rating | Companies | Not seen later | Share |
| ------ | --------- | -------------- | ----- |
${bands.join("\n")}

| Altman zone (Z'') | Companies | Not seen later | Share |
| ----------------- | --------- | -------------- | ----- |
${zones.join("\n")}

**AUC** of Z'' for "not seen later": ${auc === null ? "–" : auc.toFixed(3)} (0.5 = no better than chance; the
chance that a company not seen later scored lower than one seen later). Among the ${observable.length}
rated companies of the registrant sample or the tickers file, whose 2021q1 filings the data would show:
${observableAuc === null ? "–" : observableAuc.toFixed(3)}.

**Reading.** ${readingOf(auc, observableAuc)} With a few hundred companies, one or two years each, and disappearance
instead of default, this is a sanity check of the ordering, not a validation of the probabilities of
default, which stay an assumption (see above).`;
  const path = join(root, "docs", "CREDIT.md");
  const updated = replaceSection(readFileSync(path, "utf8"), HEADING, body);
  writeFileSync(path, await format(updated, { ...(await resolveConfig(path)), parser: "markdown" }));
  console.log(
    `[credit:backtest] ${cases.length} rated, ${gone} not seen later, AUC ${auc?.toFixed(3)}; docs/CREDIT.md`,
  );
}

function readingOf(all: number | null, observable: number | null): string {
  if (all === null || observable === null) return "No comparison is possible: a group is empty.";
  const side = (auc: number) =>
    auc > 0.55 ? "better than chance" : auc >= 0.45 ? "about chance" : "worse than chance";
  if (all > 0.55 && observable > 0.55) return "Lower scores go with more disappearance, as the model expects.";
  return `The score does not separate the companies not seen later from the others in this data: ${side(all)} over all
rated companies, ${side(observable)} among those whose later filings the data would show. Disappearance mixes
acquisitions (often of sound companies) with failures, so this proxy cannot confirm or refute the model.`;
}

await main();
