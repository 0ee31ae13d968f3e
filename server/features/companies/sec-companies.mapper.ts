import { foldName, normaliseName } from "../../lib/name-normalise.ts";
import { edgarJurisdiction } from "./sec-jurisdiction.ts";
import { detectUsLegalForm } from "./legal-form-detect.ts";
import { dataQuality } from "./data-quality.ts";
import { aaaId } from "./companies.columns.ts";
import { countryCodeFromName } from "../../lib/country-names.ts";

type Row = Record<string, string | null>;
export type SecInputs = { registrants: Row[]; tickers: Row[]; submissions: { source: string; rows: Row[] }[] };
export type SecRecords = {
  companies: Record<string, unknown>[];
  names: Record<string, unknown>[];
  addresses: Record<string, unknown>[];
  securities: Record<string, unknown>[];
};

/** Exchanges where a ticker means an exchange listing (OTC quotes are not listings). */
const LISTING_EXCHANGES = new Set(["NYSE", "Nasdaq", "CBOE", "NYSE American", "NYSE Arca"]);

export const cikKey = (cik: string | null | undefined) => String(Number(cik ?? ""));
const pad = (cik: string) => cik.padStart(10, "0");
const fsdsDate = (value: string | null | undefined) =>
  value && /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}` : null;

type Draft = { cik: string; registrant?: Row; tickers: Row[]; subs: { source: string; row: Row }[] };

function collect({ registrants, tickers, submissions }: SecInputs): Map<string, Draft> {
  const drafts = new Map<string, Draft>();
  const draft = (cik: string) => {
    let found = drafts.get(cik);
    if (!found) drafts.set(cik, (found = { cik, tickers: [], subs: [] }));
    return found;
  };
  for (const row of registrants) draft(cikKey(row.cik)).registrant = row;
  for (const row of tickers) draft(cikKey(row.cik)).tickers.push(row);
  for (const { source, rows } of submissions) for (const row of rows) draft(cikKey(row.cik)).subs.push({ source, row });
  for (const found of drafts.values()) found.subs.sort((a, b) => (a.row.filed ?? "").localeCompare(b.row.filed ?? ""));
  return drafts;
}

function place(d: Draft, latest: Row | undefined) {
  const fromState = edgarJurisdiction(d.registrant?.state_of_incorporation);
  if (fromState) return fromState;
  const description = d.registrant?.state_of_incorporation_description;
  const byName = countryCodeFromName(description === d.registrant?.state_of_incorporation ? null : description);
  if (byName) return { countryCode: byName, jurisdiction: byName };
  if ((latest?.countryinc === "US" || latest?.countryinc === "CA") && latest.stprinc) {
    return { countryCode: latest.countryinc, jurisdiction: `${latest.countryinc}-${latest.stprinc}` };
  }
  if (latest?.countryinc) return { countryCode: latest.countryinc, jurisdiction: latest.countryinc };
  if (latest?.countryba) return { countryCode: latest.countryba, jurisdiction: null };
  return undefined;
}

function tickerList(d: Draft): { ticker: string; exchange: string | null }[] {
  const list = d.tickers.flatMap((t) => (t.ticker ? [{ ticker: t.ticker, exchange: t.exchange ?? null }] : []));
  const own = (d.registrant?.tickers ?? "").split(",").filter(Boolean);
  const exchanges = (d.registrant?.exchanges ?? "").split(",");
  own.forEach((ticker, i) => list.push({ ticker, exchange: exchanges[i] || null }));
  const seen = new Set<string>();
  return list.filter((t) => !seen.has(t.ticker) && seen.add(t.ticker));
}

function mapOne(d: Draft, out: SecRecords): void {
  const id = Number(d.cik);
  const latest = d.subs.at(-1)?.row;
  const real = d.registrant !== undefined || d.tickers.length > 0;
  const source = real ? "sec-edgar-2026-06" : (d.subs.at(-1)?.source ?? "sec-fsds");
  const name = d.registrant?.name ?? d.tickers[0]?.name ?? latest?.name ?? `CIK ${d.cik}`;
  const where = place(d, latest);
  const form = detectUsLegalForm(foldName(name), where?.jurisdiction ?? null);
  const sic = d.registrant?.sic ?? latest?.sic ?? null;
  const ein = [d.registrant?.ein, latest?.ein].find((v) => v && /^\d{9}$/.test(v) && v !== "000000000") ?? null;
  const tickers = tickerList(d);
  const primary = tickers[0];
  const address = latest && (latest.bas1 || latest.cityba) ? latest : undefined;
  const phone = latest?.baph ?? null;
  out.companies.push({
    id,
    aaa_id: aaaId(id),
    name,
    country_code: where?.countryCode ?? null,
    jurisdiction: where?.jurisdiction ?? null,
    legal_form_elf: form?.elf ?? null,
    legal_form: form?.name ?? null,
    status: d.tickers.length ? "active" : "unknown",
    cik: pad(d.cik),
    tax_id: ein,
    stock_code: primary?.ticker ?? null,
    stock_exchange: primary?.exchange ?? null,
    is_listed: tickers.some((t) => t.exchange !== null && LISTING_EXCHANGES.has(t.exchange)),
    entity_type: d.registrant?.entity_type ?? null,
    fiscal_year_end: d.registrant?.fiscal_year_end ?? latest?.fye ?? null,
    phone,
    sic,
    sic_description: d.registrant?.sic_description ?? null,
    data_quality: dataQuality({
      name,
      country_code: where,
      registry_or_tax_id: d.cik,
      legal_form: form,
      industry: sic,
      address,
      phone,
      listing: primary,
      financials: latest,
      status: d.tickers.length,
    }),
    last_update: real ? "2026-06-01" : fsdsDate(latest?.filed),
    source,
    is_demo: false,
  });
  const names = new Map<string, Record<string, unknown>>();
  const addName = (kind: string, value: string | null | undefined, validTo: string | null = null) => {
    if (!value) return;
    const normalised = normaliseName(value);
    if (names.has(normalised)) return;
    names.set(normalised, {
      company_id: id,
      kind,
      name: value,
      latin: null,
      normalised,
      script: "Latn",
      valid_to: validTo,
      source,
      is_demo: false,
    });
  };
  addName("primary", name);
  for (const t of d.tickers) addName("alias", t.name);
  for (const { row } of [...d.subs].reverse()) {
    addName("former", row.name);
    addName("former", row.former, fsdsDate(row.changed));
  }
  out.names.push(...names.values());
  if (address) {
    out.addresses.push({
      company_id: id,
      seq: 1,
      kind: "operation",
      line1: address.bas1,
      line2: address.bas2,
      city: address.cityba,
      region: address.stprba,
      postcode: address.zipba,
      country_code: address.countryba,
      source: d.subs.at(-1)?.source,
      is_demo: false,
    });
  }
  tickers.forEach((t, i) =>
    out.securities.push({
      company_id: id,
      ticker: t.ticker,
      exchange: t.exchange,
      is_primary: i === 0,
      source,
      is_demo: false,
    }),
  );
}

/** Merges the three SEC sources by CIK into company records. */
export function mapSecCompanies(inputs: SecInputs): SecRecords {
  const out: SecRecords = { companies: [], names: [], addresses: [], securities: [] };
  const drafts = [...collect(inputs).values()].sort((a, b) => Number(a.cik) - Number(b.cik));
  for (const d of drafts) mapOne(d, out);
  return out;
}
