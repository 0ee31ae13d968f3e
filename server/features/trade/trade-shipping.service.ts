import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import type { Shipments, ShippingOrder } from "../../../contract/trade-company.ts";
import type {
  ChapterLink,
  CompanyCompetitiveness,
  CompanySupplyChain,
  ProductShippingOverview,
} from "../../../contract/trade-shipping.ts";
import * as companies from "./trade-company.repo.ts";
import * as rollups from "./shipment-rollups.repo.ts";
import { orderIn, pageOf, shipmentsOf } from "./trade-company.service.ts";
import { shareOf } from "./trade-company-figures.ts";
import { competitivenessRows, partnerConcentration } from "./trade-shipping-figures.ts";
import { hsCode as findHsCode } from "./trade-product.repo.ts";

/**
 * The product page's shipping overview and import detail, and the company page's supply chain and
 * competitiveness (docs/TRADE.md, "Shipment roll-ups"). Figures come from the roll-ups; only the
 * record list and the shipping order read shipments (one page, one record).
 */

type Db = Kysely<DB>;
const TOP = 10;

/** The year asked if it has records, else the latest; null without records. */
const chosenYear = (years: readonly number[], asked: number | undefined) =>
  asked !== undefined && years.includes(asked) ? asked : (years[0] ?? null);

/** Undefined for an HS code outside the nomenclature. */
export async function productOverview(
  db: Db,
  hsCode: string,
  asked: number | undefined,
): Promise<ProductShippingOverview | undefined> {
  if (!(await findHsCode(db, hsCode))) return undefined;
  const years = await rollups.productYears(db, hsCode);
  const year = chosenYear(years, asked);
  const empty = { records: 0, value: null, valued_records: 0, weight_kg: null, weighed_records: 0, containers: null };
  if (year === null) {
    return {
      hsCode,
      year,
      years,
      ...overviewTotals({ ...empty, demo_records: 0 }),
      months: [],
      portsOfLading: [],
      portsOfUnlading: [],
      carriers: [],
      lanes: [],
    };
  }
  const { totals, months, portsOfLading, portsOfUnlading, carriers, lanes } = await rollups.productOverviewRows(
    db,
    hsCode,
    year,
    TOP,
  );
  const figures = (r: rollups.RankedRow) => ({
    records: r.records,
    value: r.value,
    weightKg: r.weight_kg,
    share: shareOf(r.records, totals.records),
    isDemo: r.is_demo,
  });
  return {
    hsCode,
    year,
    years,
    ...overviewTotals(totals),
    months,
    portsOfLading: portsOfLading.map((r) => ({ port: r.key1, ...figures(r) })),
    portsOfUnlading: portsOfUnlading.map((r) => ({ port: r.key1, ...figures(r) })),
    carriers: carriers.map((r) => ({ carrier: r.key1, ...figures(r) })),
    lanes: lanes.map((r) => ({ origin: r.key1, destination: r.key2 ?? "", ...figures(r) })),
  };
}

const overviewTotals = (t: rollups.RouteTotals) => ({
  records: t.records,
  value: t.value,
  valuedRecords: t.valued_records,
  weightKg: t.weight_kg,
  weighedRecords: t.weighed_records,
  containers: t.containers,
  demoShare: shareOf(t.demo_records, t.records),
});

/** The product's records (import detail), newest first; undefined for an unknown HS code. */
export async function productShipments(
  db: Db,
  hsCode: string,
  asked: { year?: number | undefined; pageNum?: number | undefined; pageSize?: number | undefined },
): Promise<Shipments | undefined> {
  if (!(await findHsCode(db, hsCode))) return undefined;
  const rows = await companies.productShipmentPage(db, hsCode, asked.year ?? null, pageOf(asked));
  return shipmentsOf("import", rows);
}

/** Undefined for an unknown HS code or a record of another product. */
export async function productShippingOrder(db: Db, hsCode: string, ref: string): Promise<ShippingOrder | undefined> {
  if (!(await findHsCode(db, hsCode))) return undefined;
  return orderIn(db, { hsCode }, ref);
}

const headOf = (c: companies.CompanyHeadRow) => ({
  id: c.id,
  aaaId: c.aaa_id,
  name: c.name,
  countryCode: c.country_code,
});

const linkOf =
  (total: number) =>
  (r: rollups.ChapterRow): ChapterLink => ({
    hsCode: r.chapter,
    hsCodeDescription: r.description,
    companies: r.companies,
    records: r.records,
    value: r.value,
    share: shareOf(r.records, total),
    isDemo: r.is_demo,
  });

/** Undefined for an unknown company. */
export async function companySupplyChain(
  db: Db,
  companyId: string,
  asked: number | undefined,
): Promise<CompanySupplyChain | undefined> {
  const company = await companies.findCompany(db, companyId);
  if (!company) return undefined;
  const years = await rollups.companyYears(db, company.id);
  const year = chosenYear(years, asked);
  const head = { company: headOf(company), year, years };
  if (year === null) return { ...head, ownChapters: [], upstream: [], downstream: [], buyers: 0 };
  const [upstream, own] = await Promise.all([
    rollups.upstreamChapters(db, company.id, year),
    rollups.exportedChapters(db, company.id, year),
  ]);
  const downstream = await rollups.downstreamChapters(db, company.id, year, own, 50);
  const upTotal = upstream.reduce((sum, r) => sum + r.records, 0);
  const downTotal = downstream.rows.reduce((sum, r) => sum + r.records, 0);
  return {
    ...head,
    ownChapters: own,
    upstream: upstream.map(linkOf(upTotal)),
    downstream: downstream.rows.map(linkOf(downTotal)),
    buyers: downstream.buyers,
  };
}

/** Undefined for an unknown company. */
export async function companyCompetitiveness(
  db: Db,
  companyId: string,
  asked: { flow?: TradeFlow | undefined; year?: number | undefined },
): Promise<CompanyCompetitiveness | undefined> {
  const company = await companies.findCompany(db, companyId);
  if (!company) return undefined;
  const flow = asked.flow ?? "import";
  const years = await rollups.companyYears(db, company.id, flow);
  const year = chosenYear(years, asked.year);
  const head = { company: headOf(company), flow, year, years };
  if (year === null) return { ...head, partnerHhi: null, partnerHhiNormalised: null, partners: 0, rows: [] };
  const [market, own, before] = await Promise.all([
    rollups.productMarkets(db, company.id, flow, year),
    rollups.ownByPartner(db, company.id, flow, year),
    rollups.ownByPartner(db, company.id, flow, year - 1),
  ]);
  const rows = competitivenessRows(company.id, market, own, before);
  const descriptions = await rollups.hsDescriptions(db, [...new Set(rows.map((r) => r.hsCode))]);
  const concentration = partnerConcentration(own);
  return {
    ...head,
    partnerHhi: concentration.hhi,
    partnerHhiNormalised: concentration.normalised,
    partners: concentration.partners,
    rows: rows.map((r) => ({ ...r, hsCodeDescription: descriptions.get(r.hsCode) ?? null })),
  };
}
