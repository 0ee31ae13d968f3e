import { FLOW_FIELDS, STOCK_FIELDS, type FlowField, type StockField } from "./sec-fsds.mapping.ts";
import { cellText } from "../../lib/cell-text.ts";

type Row = Record<string, string | null>;
/** The filings of one FSDS set (see sec-fsds.reader.ts), each with its facts, and the source they are stored under. */
export type FsdsQuarter = { source: string; filings: readonly { sub: Row; facts: Row[] }[] };
type Statement = Record<string, unknown> & { filed: string };

const isoDate = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
const days = (a: string, b: string) => (Date.parse(isoDate(a)) - Date.parse(isoDate(b))) / 86_400_000;

/** The filing's period, or the same period one year earlier (its comparative figures). */
function periodOffset(ddate: string, period: string): 0 | 1 | undefined {
  const gap = days(period, ddate);
  if (gap === 0) return 0;
  if (gap >= 357 && gap <= 373) return 1;
  return undefined;
}

function currencyOf(facts: Row[]): string | undefined {
  const counts = new Map<string, number>();
  for (const f of facts) if (f.uom && /^[A-Z]{3}$/.test(f.uom)) counts.set(f.uom, (counts.get(f.uom) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function fiscalPeriod(fp: string | null, qtrs: number): string | undefined {
  if (qtrs === 4) return fp === "FY" ? "FY" : undefined;
  if (qtrs !== 1) return undefined;
  if (fp === "FY") return "Q4";
  return fp && /^Q[1-4]$/.test(fp) ? fp : undefined;
}

/** The statements (period and comparative period) one filing reports. */
function statementsOf(sub: Row, facts: Row[], source: string): Statement[] {
  const currency = currencyOf(facts);
  const period = sub.period ?? "";
  const fy = Number(sub.fy);
  if (!currency || !/^\d{8}$/.test(period) || !Number.isInteger(fy)) return [];
  const value = new Map<string, number>();
  const dates = new Set<string>();
  for (const f of facts) {
    if (f.uom !== currency || !f.ddate || f.value === null) continue;
    value.set(`${f.tag}|${f.ddate}|${f.qtrs}`, Number(f.value));
    if (periodOffset(f.ddate, period) !== undefined) dates.add(f.ddate);
  }
  const pick = (tags: readonly string[], key: string) => {
    for (const tag of tags) {
      const found = value.get(`${tag}|${key}`);
      if (found !== undefined) return found;
    }
    return null;
  };
  const out: Statement[] = [];
  for (const ddate of dates) {
    for (const qtrs of [1, 4]) {
      const label = fiscalPeriod(sub.fp ?? null, qtrs);
      if (!label) continue;
      const row: Statement = { filed: sub.filed ?? "" };
      for (const field of Object.keys(FLOW_FIELDS) as FlowField[])
        row[field] = pick(FLOW_FIELDS[field], `${ddate}|${qtrs}`);
      if (Object.keys(FLOW_FIELDS).every((field) => row[field] === null)) continue;
      for (const field of Object.keys(STOCK_FIELDS) as StockField[])
        row[field] = pick(STOCK_FIELDS[field], `${ddate}|0`);
      const equityTotal = row.equity_with_minority ?? row.equity;
      if (row.total_liabilities === null && row.liabilities_and_equity !== null && equityTotal !== null)
        row.total_liabilities = Number(row.liabilities_and_equity) - Number(equityTotal);
      if (row.gross_profit === null && row.revenue !== null && row.cost_of_revenue !== null)
        row.gross_profit = Number(row.revenue) - Number(row.cost_of_revenue);
      delete row.liabilities_and_equity;
      delete row.equity_with_minority;
      Object.assign(row, {
        company_id: Number(sub.cik),
        period_end: isoDate(ddate),
        period_months: qtrs * 3,
        fiscal_year: fy - (periodOffset(ddate, period) ?? 0),
        fiscal_period: label,
        currency,
        filing_ref: sub.adsh,
        form: sub.form,
        filed_on: sub.filed ? isoDate(sub.filed) : null,
        source,
        is_demo: false,
      });
      out.push(row);
    }
  }
  return out;
}

/** Versions of one statement merged: the latest filing's figures win, older ones fill its gaps. */
export function mergeStatements(versions: readonly (Record<string, unknown> & { filed: string })[]) {
  const row: Record<string, unknown> = {};
  for (const version of [...versions].sort((a, b) => a.filed.localeCompare(b.filed))) {
    for (const [key, value] of Object.entries(version)) if (value !== null && key !== "filed") row[key] = value;
  }
  return row;
}

/**
 * SEC Financial Statement Data Sets to financial highlights: one statement per company, period
 * end and period length; when several filings report the same period (amendments, comparatives),
 * the latest filing's figures win and older ones fill its gaps.
 */
export function mapSecFinancials(quarters: readonly FsdsQuarter[]): Record<string, unknown>[] {
  const byPeriod = new Map<string, Statement[]>();
  for (const { source, filings } of quarters) {
    for (const { sub, facts } of filings) {
      for (const statement of statementsOf(sub, facts, source)) {
        const key = `${cellText(statement.company_id)}|${cellText(statement.period_end)}|${cellText(statement.period_months)}`;
        byPeriod.set(key, [...(byPeriod.get(key) ?? []), statement]);
      }
    }
  }
  const merged = [...byPeriod.values()].map(mergeStatements);
  return merged.sort((a, b) =>
    `${cellText(a.company_id).padStart(12)}${cellText(a.period_end)}${cellText(a.period_months)}`.localeCompare(
      `${cellText(b.company_id).padStart(12)}${cellText(b.period_end)}${cellText(b.period_months)}`,
    ),
  );
}
