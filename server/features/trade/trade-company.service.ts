import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import type {
  CompanyCountries,
  CompanyPartners,
  CompanyProducts,
  CompanyTrends,
  Figures,
  Shipments,
  ShipmentSet,
  ShippingOrder,
} from "../../../contract/trade-company.ts";
import { MAX_SHIPMENT_SET } from "../../../contract/trade-company.ts";
import * as repo from "./trade-company.repo.ts";
import { figuresOf, shareOf, sumFigures } from "./trade-company-figures.ts";

type Db = Kysely<DB>;
type Asked = { flow?: TradeFlow | undefined; year?: number | undefined; limit?: number | undefined };

const sourcesOf = (rows: repo.SourceRow[]) => rows.map((r) => ({ source: r.source, isDemo: r.is_demo }));

/** The company's trade totals and years; undefined for an unknown company. */
export async function trends(db: Db, companyId: string): Promise<CompanyTrends | undefined> {
  const company = await repo.findCompany(db, companyId);
  if (!company) return undefined;
  const [rows, sources] = await Promise.all([
    repo.yearly(db, company.id),
    repo.sources(db, company.id, ["import", "export"]),
  ]);
  const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => a - b);
  const of = (flow: TradeFlow, year?: number) =>
    sumFigures(rows.filter((r) => r.flow === flow && (year === undefined || r.year === year)));
  return {
    company: { id: company.id, aaaId: company.aaa_id, name: company.name, countryCode: company.country_code },
    imports: of("import"),
    exports: of("export"),
    firstDate: rows.map((r) => r.first_date).sort()[0] ?? null,
    lastDate:
      rows
        .map((r) => r.last_date)
        .sort()
        .at(-1) ?? null,
    rows: years.map((year) => ({ year, imports: of("import", year), exports: of("export", year) })),
    sources: sourcesOf(sources),
  };
}

/** Years (newest first) with records in the direction. */
export async function years(db: Db, companyId: string, flow: TradeFlow = "import") {
  const company = await repo.findCompany(db, companyId);
  if (!company) return undefined;
  const rows = await repo.yearly(db, company.id);
  return {
    flow,
    years: rows
      .filter((r) => r.flow === flow)
      .map((r) => r.year)
      .sort((a, b) => b - a),
  };
}

/**
 * The company, the direction and the year asked (default: the latest with records in the direction),
 * with the records of that slice.
 */
async function slice(db: Db, companyId: string, asked: Asked) {
  const flow = asked.flow ?? "import";
  const company = await repo.findCompany(db, companyId);
  if (!company) return undefined;
  const yearly = (await repo.yearly(db, company.id)).filter((r) => r.flow === flow);
  const year = asked.year ?? Math.max(...yearly.map((r) => r.year), -Infinity);
  const chosen = year === -Infinity ? null : year;
  const records = sumFigures(yearly.filter((r) => chosen === null || r.year === chosen)).records;
  const sources = sourcesOf(await repo.sources(db, company.id, [flow], chosen));
  return { id: company.id, flow, year: chosen, records, sources };
}

export async function countries(db: Db, companyId: string, asked: Asked, isAll = false) {
  const s = await slice(db, companyId, asked);
  if (!s) return undefined;
  const rows = await repo.byCountry(db, s.id, s.flow, s.year);
  const records = rows.reduce((sum, r) => sum + r.records, 0);
  const kept = isAll ? rows : rows.slice(0, asked.limit ?? 50);
  return {
    flow: s.flow,
    year: s.year,
    records,
    sources: s.sources,
    rows: kept.map((r) => ({
      countryCode: r.country_code,
      isoNumeric: r.iso_numeric,
      ...figuresOf(r),
      share: shareOf(r.records, records),
      isDemo: r.is_demo,
    })),
  } satisfies CompanyCountries;
}

export async function partners(db: Db, companyId: string, asked: Asked): Promise<CompanyPartners | undefined> {
  const s = await slice(db, companyId, asked);
  if (!s) return undefined;
  const rows = await repo.byPartner(db, s.id, s.flow, s.year, asked.limit ?? 50);
  const { records } = s;
  return {
    flow: s.flow,
    year: s.year,
    records,
    sources: s.sources,
    partners: rows[0]?.partners ?? 0,
    rows: rows.map((r) => ({
      aaaId: r.aaa_id,
      name: r.name,
      countryCode: r.country_code,
      ...figuresOf(r),
      share: shareOf(r.records, records),
      lastDate: r.last_date,
      hsCodes: r.hs_codes.slice(0, 5),
      isDemo: r.is_demo,
    })),
  };
}

export async function products(db: Db, companyId: string, asked: Asked): Promise<CompanyProducts | undefined> {
  const s = await slice(db, companyId, asked);
  if (!s) return undefined;
  const rows = await repo.byProduct(db, s.id, s.flow, s.year, asked.limit ?? 50);
  const { records } = s;
  return {
    flow: s.flow,
    year: s.year,
    records,
    sources: s.sources,
    rows: rows.map((r) => ({
      hsCode: r.hs_code,
      description: r.description,
      ...figuresOf(r),
      share: shareOf(r.records, records),
      isDemo: r.is_demo,
    })),
  };
}

export async function shipments(
  db: Db,
  companyId: string,
  asked: { flow?: TradeFlow | undefined; year?: number | undefined; pageNum?: number; pageSize?: number },
): Promise<Shipments | undefined> {
  const company = await repo.findCompany(db, companyId);
  if (!company) return undefined;
  const flow = asked.flow ?? "import";
  const rows = await repo.shipmentPage(db, company.id, flow, asked.year ?? null, pageOf(asked));
  return shipmentsOf(flow, rows);
}

/** The page asked as offset and limit (20 a page unless asked). */
export const pageOf = (asked: { pageNum?: number | undefined; pageSize?: number | undefined }) => {
  const size = asked.pageSize ?? 20;
  return { offset: ((asked.pageNum ?? 1) - 1) * size, limit: size };
};

export function shipmentsOf(flow: TradeFlow, rows: repo.ShipmentRow[]): Shipments {
  return {
    flow,
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      ref: r.ref,
      recordKind: r.record_kind,
      arrivalDate: r.arrival_date,
      hsCode: r.hs_code,
      cargo: r.cargo_description,
      partnerName: r.partner_name,
      originCountry: r.origin_country,
      destinationCountry: r.destination_country,
      ...figuresOf(r),
      source: r.source,
      isDemo: r.is_demo,
    })),
  };
}

/** One shipping order of the company; undefined for an unknown company or a shipment not its own. */
export async function shippingOrder(db: Db, companyId: string, ref: string): Promise<ShippingOrder | undefined> {
  const company = await repo.findCompany(db, companyId);
  if (!company) return undefined;
  return orderIn(db, { companyId: company.id }, ref);
}

/** One shipping order within the scope (a company's, a product's); undefined for one outside it. */
export async function orderIn(db: Db, scope: repo.OrderScope, ref: string): Promise<ShippingOrder | undefined> {
  const [owner = "", id = ""] = ref.split("-");
  const r = await repo.shippingOrder(db, scope, { companyId: owner, id });
  if (!r) return undefined;
  const party = (side: "importer" | "exporter") => ({
    aaaId: r[`${side}_aaa_id`],
    name: r[`${side}_name`],
    address: r[`${side}_address`],
    countryCode: r[`${side}_country`],
  });
  const figures: Figures = figuresOf({ records: 1, ...r });
  return {
    ref: r.ref,
    recordKind: r.record_kind,
    masterBol: r.master_bol,
    billNo: r.bill_no,
    source: r.source,
    isDemo: r.is_demo,
    arrivalDate: r.arrival_date,
    importer: party("importer"),
    exporter: party("exporter"),
    cargo: {
      description: r.cargo_description,
      hsCode: r.hs_code,
      hsDescription: r.hs_description,
      productCode: r.product_code,
      ...figures,
      weightKg: r.weight_kg,
    },
    shipping: {
      originCountry: r.origin_country,
      destinationCountry: r.destination_country,
      portOfLading: r.port_of_lading,
      portOfUnlading: r.port_of_unlading,
      carrier: r.carrier,
      vessel: r.vessel,
    },
    container: { count: r.container_count, type: r.container_type },
  };
}

/** A value's index in its list, added on first sight; -1 for none. */
function indexer() {
  const list: string[] = [];
  const seen = new Map<string, number>();
  const of = (value: string | null) => {
    if (value === null) return -1;
    let at = seen.get(value);
    if (at === undefined) {
      at = list.push(value) - 1;
      seen.set(value, at);
    }
    return at;
  };
  return { list, of };
}

/** The slice's records (default: the latest year) as columns, up to MAX_SHIPMENT_SET, for the page's worker. */
export async function shipmentSet(db: Db, companyId: string, asked: Asked): Promise<ShipmentSet | undefined> {
  const s = await slice(db, companyId, asked);
  if (!s) return undefined;
  const rows = await repo.shipmentSet(db, s.id, s.flow, s.year, MAX_SHIPMENT_SET);
  const partners = indexer();
  const hsCodes = indexer();
  const units = indexer();
  return {
    flow: s.flow,
    year: s.year,
    total: s.records,
    truncated: s.records > rows.length,
    partners: partners.list,
    hsCodes: hsCodes.list,
    units: units.list,
    columns: {
      date: rows.map((r) => r.date),
      partner: rows.map((r) => partners.of(r.partner)),
      hsCode: rows.map((r) => hsCodes.of(r.hs_code)),
      country: rows.map((r) => r.country),
      value: rows.map((r) => r.value),
      quantity: rows.map((r) => r.quantity),
      unit: rows.map((r) => units.of(r.unit)),
      isDemo: rows.map((r) => r.is_demo),
    },
    sources: s.sources,
  };
}
