import { cellText } from "../../lib/cell-text.ts";
import { MAPPED_TAGS } from "./sec-fsds.mapping.ts";
import { mapSecFinancials, type FsdsQuarter } from "./sec-financials.mapper.ts";

/**
 * SEC XBRL `companyfacts` (one JSON per company, data.sec.gov/api/xbrl/companyfacts/CIK##########.json)
 * to the statements the FSDS loader writes. Only annual reports are read (forms 10-K, 10-K/A):
 * each accession becomes one filing in the FSDS shape (sub: adsh, cik, fy, fp, form, period,
 * filed; facts: tag, ddate, qtrs, uom, value), and the FSDS mapper (sec-financials.mapper.ts)
 * turns it into the period's and the comparative year's statements. So both sources share one
 * mapping, one merge (a restated value: the latest `filed` wins) and FSDS's period keys: `ddate`
 * is the fact's end date rounded to the nearest month end, `qtrs` its duration in quarters (0 for
 * a balance-sheet instant), as SEC's FSDS readme defines them.
 */

/** One companyfacts fact, flattened: the converter's row (data/convert/sec-companyfacts.ts). */
export type CompanyFact = {
  cik: string;
  accn: string;
  form: string;
  fy: string;
  fp: string;
  filed: string;
  tag: string;
  uom: string;
  start: string | null;
  end: string;
  val: string;
};

export const COMPANY_FACT_COLUMNS = [
  "cik",
  "accn",
  "form",
  "fy",
  "fp",
  "filed",
  "tag",
  "uom",
  "start",
  "end",
  "val",
] as const satisfies readonly (keyof CompanyFact)[];

export const ANNUAL_FORMS: ReadonlySet<string> = new Set(["10-K", "10-K/A"]);

type CompanyFactsJson = {
  cik: number | string;
  facts?: Record<string, Record<string, { units?: Record<string, Record<string, unknown>[]> }>>;
};

/** The facts of one companyfacts document that the mapping uses: US GAAP, mapped tags, annual reports. */
export function annualFacts(json: CompanyFactsJson): CompanyFact[] {
  const out: CompanyFact[] = [];
  const cik = String(Number(json.cik));
  for (const [tag, concept] of Object.entries(json.facts?.["us-gaap"] ?? {})) {
    if (!MAPPED_TAGS.has(tag)) continue;
    for (const [uom, facts] of Object.entries(concept.units ?? {})) {
      for (const f of facts) {
        const form = cellText(f.form ?? "");
        if (!ANNUAL_FORMS.has(form) || typeof f.end !== "string" || typeof f.val !== "number") continue;
        out.push({
          cik,
          accn: cellText(f.accn),
          form,
          fy: cellText(f.fy ?? ""),
          fp: cellText(f.fp ?? ""),
          filed: cellText(f.filed ?? ""),
          tag,
          uom,
          start: typeof f.start === "string" ? f.start : null,
          end: f.end,
          val: String(f.val),
        });
      }
    }
  }
  return out;
}

const DAY = 86_400_000;
const compact = (iso: string) => iso.replaceAll("-", "");

/** An ISO date rounded to the nearest month end (FSDS's `ddate` and `period`), as yyyymmdd. */
export function nearestMonthEnd(iso: string): string {
  const t = Date.parse(iso);
  const d = new Date(t);
  const thisEnd = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0);
  const previousEnd = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0);
  const nearest = thisEnd - t <= t - previousEnd ? thisEnd : previousEnd;
  return compact(new Date(nearest).toISOString().slice(0, 10));
}

/** A duration in whole quarters (4: a year, 1: a quarter), undefined for other lengths. */
function quarters(start: string, end: string): number | undefined {
  const days = (Date.parse(end) - Date.parse(start)) / DAY + 1;
  if (days >= 357 && days <= 373) return 4;
  if (days >= 84 && days <= 98) return 1;
  return undefined;
}

/** Companyfacts rows grouped into FSDS-shaped annual filings, stored under `source`. */
export function companyFactsFilings(facts: readonly CompanyFact[], source: string): FsdsQuarter {
  const byAccn = new Map<string, CompanyFact[]>();
  for (const f of facts) byAccn.set(f.accn, [...(byAccn.get(f.accn) ?? []), f]);
  const filings: FsdsQuarter["filings"][number][] = [];
  for (const [accn, own] of byAccn) {
    const rows = own.flatMap((f) => {
      const qtrs = f.start === null ? 0 : quarters(f.start, f.end);
      if (qtrs === undefined) return [];
      return [{ adsh: accn, tag: f.tag, ddate: nearestMonthEnd(f.end), qtrs: String(qtrs), uom: f.uom, value: f.val }];
    });
    // The report's period: the latest end of a year-long fact (a 10-K's own fiscal year).
    const period = rows
      .filter((r) => r.qtrs === "4")
      .map((r) => r.ddate)
      .sort()
      .at(-1);
    const first = own[0] as CompanyFact;
    if (!period) continue;
    filings.push({
      sub: {
        adsh: accn,
        cik: first.cik,
        form: first.form,
        fy: first.fy,
        fp: "FY",
        period,
        filed: compact(own.map((f) => f.filed).sort()[0] as string),
      },
      facts: rows,
    });
  }
  return { source, filings };
}

/** Annual statements (FY, 12 months) from companyfacts rows, merged as FSDS filings are merged. */
export function mapCompanyFacts(facts: readonly CompanyFact[], source = "sec-companyfacts") {
  return mapSecFinancials([companyFactsFilings(facts, source)]).filter((s) => s.period_months === 12);
}
