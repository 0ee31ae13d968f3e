import { decimalOf, hsCodeOf, type Cells, type ColumnSpec } from "./import-columns.ts";
import type { TradeCountries } from "./trade-countries.ts";
import type { TradeFlowsRow } from "../../db/generated/database.ts";

type TradeFlow = TradeFlowsRow["flow"];

/** One trade_flows row before its source is set (port_code '' = the whole country). */
export type FlowRow = Pick<
  TradeFlowsRow,
  "reporter_code" | "partner_code" | "flow" | "hs_code" | "period" | "year" | "quantity_unit"
> & { value_usd: number; quantity: number | null; weight_kg: number | null };

/** What one source row becomes: its flows, or the reason it is rejected. */
export type FlowOutcome = { rows: FlowRow[] } | { reject: string };

/** The key of a flow within its source (the loaders keep it unique). */
export const flowKey = (r: FlowRow) => `${r.reporter_code}|${r.flow}|${r.partner_code}|${r.hs_code}|${r.period}`;

// ---------------------------------------------------------------- CEPII BACI

/** BACI (V202301 and later: t,i,j,k,v,q; earlier releases name the product column hs6). */
export const BACI_COLUMNS = {
  year: { aliases: ["t"], required: true },
  exporter: { aliases: ["i"], required: true },
  importer: { aliases: ["j"], required: true },
  product: { aliases: ["k", "hs6"], required: true },
  value: { aliases: ["v"], required: true },
  tonnes: { aliases: ["q"] },
} satisfies Record<string, ColumnSpec>;

type BaciField = keyof typeof BACI_COLUMNS;

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * One BACI row (exporter i to importer j, HS6 product k, year t; v in thousands of US dollars FOB,
 * q in metric tonnes or NA) to two flows: i's export to j and j's import from i, with the same
 * reconciled value, as the statistics of both countries would report it.
 */
export function mapBaciRow(cells: Cells<BaciField>, countries: TradeCountries): FlowOutcome {
  const cell = cells.get;
  const year = cell("year");
  if (!/^\d{4}$/.test(year)) return { reject: `year (t) "${year}" is not a year` };
  const exporter = countries.alpha2(cell("exporter"));
  if (!exporter) return { reject: `exporter (i) "${cell("exporter")}" is not a known country code` };
  const importer = countries.alpha2(cell("importer"));
  if (!importer) return { reject: `importer (j) "${cell("importer")}" is not a known country code` };
  const product = cell("product");
  const hs = /^\d{5,6}$/.test(product) ? hsCodeOf(product) : null;
  if (!hs) return { reject: `product (k) "${product}" is not an HS6 code` };
  const value = decimalOf(cell("value"));
  if (value === null || value === "invalid" || value < 0)
    return { reject: `value (v) "${cell("value")}" is not a number` };
  const tonnes = decimalOf(cell("tonnes"));
  if (tonnes === "invalid") return { reject: `quantity (q) "${cell("tonnes")}" is not a number or NA` };
  const base = {
    hs_code: hs,
    period: year,
    year: Number(year),
    value_usd: round(value * 1000, 2),
    quantity: null,
    quantity_unit: null,
    weight_kg: tonnes === null ? null : round(tonnes * 1000, 3),
  };
  return {
    rows: [
      { ...base, reporter_code: exporter, partner_code: importer, flow: "export" },
      { ...base, reporter_code: importer, partner_code: exporter, flow: "import" },
    ],
  };
}

/** BACI's country_codes_V*.csv (country_code, country_iso2, country_iso3) as numeric code -> ISO code. */
export function baciCountryOverrides(header: readonly string[], rows: readonly (readonly string[])[]) {
  const at = (name: string) => header.findIndex((h) => h.trim().toLowerCase() === name);
  const code = at("country_code");
  const iso2 = at("country_iso2");
  const iso3 = at("country_iso3");
  if (code === -1 || (iso2 === -1 && iso3 === -1)) {
    throw new Error("the country file needs the columns country_code and country_iso2 or country_iso3");
  }
  const out = new Map<string, string>();
  for (const row of rows) {
    const numeric = (row[code] ?? "").trim();
    const two = (row[iso2] ?? "").trim();
    const three = (row[iso3] ?? "").trim();
    if (!/^\d+$/.test(numeric)) continue;
    const iso = /^[A-Z]{2}$/.test(two) ? two : three;
    if (iso) out.set(String(Number(numeric)), iso);
  }
  return out;
}

// ---------------------------------------------------------------- UN Comtrade

/**
 * UN Comtrade+ CSV (bulk files, API and the website's export: typeCode, freqCode, period,
 * reporterISO, flowCode, partnerISO, cmdCode, primaryValue, netWgt, qty...) and the legacy
 * Comtrade layout ("Reporter ISO", "Trade Flow Code", "Commodity Code", "Trade Value (US$)"...).
 */
export const COMTRADE_COLUMNS = {
  type: { aliases: ["typeCode", "Type Code"] },
  freq: { aliases: ["freqCode", "Freq Code", "Frequency"] },
  classification: { aliases: ["classificationCode", "Classification"] },
  period: { aliases: ["period", "Period"] },
  year: { aliases: ["refYear", "Year"] },
  month: { aliases: ["refMonth"] },
  reporterIso: { aliases: ["reporterISO", "Reporter ISO", "reporterISO3"] },
  reporterCode: { aliases: ["reporterCode", "Reporter Code"] },
  reporterName: { aliases: ["reporterDesc", "Reporter"] },
  flow: { aliases: ["flowCode", "Trade Flow Code", "rgCode", "flowDesc", "Trade Flow"], required: true },
  partnerIso: { aliases: ["partnerISO", "Partner ISO", "partnerISO3"] },
  partnerCode: { aliases: ["partnerCode", "Partner Code"] },
  partnerName: { aliases: ["partnerDesc", "Partner"] },
  partner2: { aliases: ["partner2Code", "2nd Partner Code"] },
  customs: { aliases: ["customsCode", "Customs Proc. Code"] },
  transport: { aliases: ["motCode", "Mode of Transport Code"] },
  commodity: { aliases: ["cmdCode", "Commodity Code"], required: true },
  value: { aliases: ["primaryValue", "Trade Value (US$)", "TradeValue", "fobvalue", "cifvalue"], required: true },
  netWeight: { aliases: ["netWgt", "Netweight (kg)", "NetWeight", "Net Weight (kg)"] },
  quantity: { aliases: ["qty", "Qty"] },
  quantityUnit: { aliases: ["qtyUnitAbbr", "Qty Unit"] },
} satisfies Record<string, ColumnSpec>;

type ComtradeField = keyof typeof COMTRADE_COLUMNS;

/** Column groups of which the file needs at least one. */
export function comtradeMissing(names: ReadonlyMap<ComtradeField, string>): string[] {
  const groups: [string, ComtradeField[]][] = [
    ['reporter ("reporterISO" or "reporterCode")', ["reporterIso", "reporterCode"]],
    ['partner ("partnerISO" or "partnerCode")', ["partnerIso", "partnerCode"]],
    ['period ("period" or "refYear")', ["period", "year"]],
  ];
  return groups.filter(([, fields]) => !fields.some((f) => names.has(f))).map(([label]) => label);
}

const FLOWS: Record<string, TradeFlow> = {
  m: "import",
  import: "import",
  "1": "import",
  x: "export",
  export: "export",
  "2": "export",
};
const WORLD = new Set(["0", "W00", "WLD", "World"]);
const NO_UNIT = new Set(["", "n/a", "na", "-1", "no quantity"]);

const outOfScope = (what: string): FlowOutcome => ({ reject: `out of scope (not stored): ${what}` });

function comtradePeriod(cell: (f: ComtradeField) => string): { period: string; year: number } | undefined {
  const period = cell("period");
  const freq = cell("freq").toUpperCase();
  if (/^\d{6}$/.test(period) && freq !== "A") {
    return { period: `${period.slice(0, 4)}-${period.slice(4)}`, year: Number(period.slice(0, 4)) };
  }
  if (/^\d{4}$/.test(period) && freq !== "M") return { period, year: Number(period) };
  const year = cell("year");
  const month = cell("month");
  if (!period && /^\d{4}$/.test(year)) {
    if (freq === "M" && /^\d{1,2}$/.test(month)) {
      return { period: `${year}-${month.padStart(2, "0")}`, year: Number(year) };
    }
    if (freq !== "M") return { period: year, year: Number(year) };
  }
  return undefined;
}

/**
 * One Comtrade row to one flow of the reporter. Rows the trade_flows table does not hold are
 * rejected as out of scope, with the reason, so that nothing is dropped silently: services, non-HS classifications, re-exports and re-imports, the
 * world total as partner, commodity totals, and breakdowns by customs procedure, mode of transport
 * or second partner (their totals are in the same file).
 */
export function mapComtradeRow(cells: Cells<ComtradeField>, countries: TradeCountries): FlowOutcome {
  const cell = cells.get;
  if (cell("type") && cell("type").toUpperCase() !== "C") return outOfScope("services (typeCode S)");
  const classification = cell("classification").toUpperCase();
  if (classification && !classification.startsWith("H"))
    return outOfScope(`classification ${classification} is not HS`);
  const flowText = cell("flow");
  const flow = FLOWS[flowText.toLowerCase()];
  if (!flow) {
    if (/^(r[mx]|[34]|re-?(import|export))$/i.test(flowText)) return outOfScope("re-exports and re-imports");
    return { reject: `flow "${flowText}" is neither M (import) nor X (export)` };
  }
  if (!["", "0"].includes(cell("partner2"))) return outOfScope("breakdowns by second partner");
  if (!["", "C00"].includes(cell("customs").toUpperCase())) return outOfScope("breakdowns by customs procedure");
  if (!["", "0"].includes(cell("transport"))) return outOfScope("breakdowns by mode of transport");
  const commodity = cell("commodity");
  if (/^total$/i.test(commodity)) return outOfScope("commodity totals (TOTAL)");
  const hs = /^\d{1,6}$/.test(commodity) ? hsCodeOf(commodity) : null;
  if (!hs) return { reject: `commodity code "${commodity}" is not an HS code of 2, 4 or 6 digits` };
  const when = comtradePeriod(cell);
  if (!when) return { reject: `period "${cell("period") || cell("year")}" is not a year (YYYY) or month (YYYYMM)` };
  type Party = { code: string } | { world: true } | { reject: string };
  const party = (iso: ComtradeField, code: ComtradeField, name: ComtradeField, role: string): Party => {
    if (WORLD.has(cell(iso)) || WORLD.has(cell(code))) return { world: true };
    const found = countries.alpha2(cell(iso)) ?? countries.alpha2(cell(code));
    if (found) return { code: found };
    const label = [cell(iso), cell(code), cell(name)].filter(Boolean).join(" ");
    return { reject: `${role} "${label}" is not an ISO country` };
  };
  const reporter = party("reporterIso", "reporterCode", "reporterName", "reporter");
  if ("reject" in reporter) return reporter;
  if ("world" in reporter) return { reject: "the reporter is the world" };
  const partner = party("partnerIso", "partnerCode", "partnerName", "partner");
  if ("world" in partner) return outOfScope("world totals (partner World)");
  if ("reject" in partner) return partner;
  const value = decimalOf(cell("value"));
  if (value === null || value === "invalid" || value < 0) return { reject: `value "${cell("value")}" is not a number` };
  const weight = decimalOf(cell("netWeight"));
  if (weight === "invalid") return { reject: `net weight "${cell("netWeight")}" is not a number` };
  const quantity = decimalOf(cell("quantity"));
  if (quantity === "invalid") return { reject: `quantity "${cell("quantity")}" is not a number` };
  const unit = NO_UNIT.has(cell("quantityUnit").toLowerCase()) ? null : cell("quantityUnit");
  return {
    rows: [
      {
        reporter_code: reporter.code,
        partner_code: partner.code,
        flow,
        hs_code: hs,
        ...when,
        value_usd: round(value, 2),
        quantity: unit && quantity !== null ? round(quantity, 3) : null,
        quantity_unit: unit && quantity !== null ? unit : null,
        weight_kg: weight === null || weight === 0 ? null : round(weight, 3),
      },
    ],
  };
}
