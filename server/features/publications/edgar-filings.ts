import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

/** One filing of an EDGAR daily index (form.idx / company.idx layout). */
export type EdgarFiling = { companyName: string; formType: string; cik: number; filedOn: string; url: string };

/** What the most frequent forms are, as the SEC describes them (the news item's title). */
const FORM_TITLES: Record<string, string> = {
  "8-K": "current report",
  "10-K": "annual report",
  "10-Q": "quarterly report",
  "6-K": "report of a foreign private issuer",
  "20-F": "annual report of a foreign private issuer",
  "S-1": "registration statement",
  "S-3": "registration statement",
  "S-8": "registration statement for employee benefit plans",
  "DEF 14A": "definitive proxy statement",
  "SC 13D": "beneficial ownership report",
  "SC 13G": "beneficial ownership report",
  "3": "initial statement of beneficial ownership",
  "4": "statement of changes in beneficial ownership",
  "13F-HR": "institutional investment manager holdings report",
  "424B2": "prospectus",
  D: "notice of exempt offering of securities",
};

/** The news item's title of a filing: `Form 8-K (current report) filed with the SEC`. */
export function filingTitle(formType: string): string {
  const base = formType.replace(/\/A$/, "");
  const what = FORM_TITLES[base];
  const amended = base !== formType ? ", amendment" : "";
  return `Form ${formType}${what ? ` (${what}${amended})` : amended ? ` (${amended.slice(2)})` : ""} filed with the SEC`;
}

/** The filing's index page on sec.gov from the index's file name (`edgar/data/<cik>/<accession>.txt`). */
export function filingUrl(fileName: string): string {
  const match = /^edgar\/data\/(\d+)\/(\d{10}-\d{2}-\d{6})\.txt$/.exec(fileName);
  if (!match) return `https://www.sec.gov/Archives/${fileName}`;
  const [, cik, accession] = match;
  return `https://www.sec.gov/Archives/edgar/data/${cik}/${accession!.replaceAll("-", "")}/${accession}-index.htm`;
}

// Fixed-width rows: company name (62), form type (12), CIK, date filed (YYYYMMDD), file name.
const ROW = /^(.{62})(.{12})(\d+)\s+(\d{8})\s+(edgar\/\S+)\s*$/;

/**
 * The filings of an EDGAR daily index by company name (`company.YYYYMMDD.idx`): one per row after the
 * dashed rule, each once per registrant and file (a filing listed twice for a CIK counts once).
 */
export function parseEdgarDailyIndex(text: string): EdgarFiling[] {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((line) => /^-{20,}/.test(line)) + 1;
  if (start === 0) throw new Error("not an EDGAR daily index: no dashed rule under the header");
  const seen = new Set<string>();
  const filings: EdgarFiling[] = [];
  for (const line of lines.slice(start)) {
    const match = ROW.exec(line);
    if (!match) continue;
    const [, name, form, cik, date, file] = match;
    const url = filingUrl(file!);
    if (seen.has(`${cik}|${url}`)) continue;
    seen.add(`${cik}|${url}`);
    filings.push({
      companyName: name!.trim(),
      formType: form!.trim(),
      cik: Number(cik),
      filedOn: `${date!.slice(0, 4)}-${date!.slice(4, 6)}-${date!.slice(6, 8)}`,
      url,
    });
  }
  return filings;
}

export function readEdgarDailyIndex(path: string): EdgarFiling[] {
  const bytes = readFileSync(path);
  return parseEdgarDailyIndex((path.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("latin1"));
}
