import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import type {
  CompanySupplyChain,
  ContinentTrade,
  ImportExport,
  MonthlyTrade,
  PartnerRanking,
  ProductTrade,
  TradePartner,
  TradeRecords,
} from "../../../contract/business-trade.ts";
import { resolveCompany, type CompanyRefInput } from "../company-profile/index.ts";
import * as repo from "./business-trade.repo.ts";
import { companyTrade } from "./company-trade.service.ts";
import { marketShare } from "./trade-indicators.ts";

/** Partners listed by the ranking, and each way of the supply chain. */
const RANKED = 50;
const CHAIN = 10;

/** The company's numeric id (400 without a reference, 404 when unknown). */
const companyOf = async (db: Kysely<DB>, ref: CompanyRefInput) => String((await resolveCompany(db, ref)).id);

export async function importExport(db: Kysely<DB>, ref: CompanyRefInput): Promise<ImportExport> {
  return companyTrade(db, await companyOf(db, ref));
}

export async function transactions(db: Kysely<DB>, ref: CompanyRefInput, flow: TradeFlow): Promise<MonthlyTrade> {
  const rows = await repo.byMonth(db, await companyOf(db, ref), flow);
  return { flow, rows: rows.map((r) => ({ month: r.month, records: r.records, value: r.value, isDemo: r.is_demo })) };
}

const totalRecords = (rows: readonly { records: number }[]) => rows.reduce((sum, r) => sum + r.records, 0);

export async function tradeByContinent(db: Kysely<DB>, ref: CompanyRefInput, flow: TradeFlow): Promise<ContinentTrade> {
  const rows = await repo.byContinent(db, await companyOf(db, ref), flow);
  const total = totalRecords(rows);
  return {
    flow,
    rows: rows.map((r) => ({
      continentCode: r.continent,
      countries: r.countries.sort(),
      records: r.records,
      value: r.value,
      recordShare: marketShare(r.records, total),
      isDemo: r.is_demo,
    })),
  };
}

export async function productTrade(db: Kysely<DB>, ref: CompanyRefInput, flow: TradeFlow): Promise<ProductTrade> {
  const rows = await repo.byHeading(db, await companyOf(db, ref), flow);
  const total = totalRecords(rows);
  return {
    flow,
    rows: rows.map((r) => ({
      hsCode: r.heading,
      hsCodeDescription: r.description,
      records: r.records,
      value: r.value,
      recordShare: marketShare(r.records, total),
      isDemo: r.is_demo,
    })),
  };
}

/** Directions with records (imports first) and the years of either, newest first. */
export async function rankOptions(db: Kysely<DB>, ref: CompanyRefInput) {
  const id = await companyOf(db, ref);
  const [imports, exports] = await Promise.all([repo.years(db, id, "import"), repo.years(db, id, "export")]);
  return {
    flows: [...(imports.length ? ["import" as const] : []), ...(exports.length ? ["export" as const] : [])],
    years: [...new Set([...imports, ...exports])].sort((a, b) => b - a),
  };
}

const partnerOf = (r: repo.PartnerRow): TradePartner => ({
  companyId: r.company_id,
  name: r.name,
  countryCode: r.country,
  records: r.records,
  value: r.value,
  hsCodes: r.hs_codes.sort(),
  lastDate: r.last_date,
  source: r.source,
  isDemo: r.is_demo,
});

export async function rankBySC(
  db: Kysely<DB>,
  ref: CompanyRefInput,
  asked: { flow?: TradeFlow; year?: number },
): Promise<PartnerRanking> {
  const flow = asked.flow ?? "import";
  const rows = await repo.partners(db, await companyOf(db, ref), flow, asked.year ?? null, RANKED);
  return { flow, year: asked.year ?? null, partners: rows[0]?.partners ?? 0, rows: rows.map(partnerOf) };
}

export async function supplyChain(db: Kysely<DB>, ref: CompanyRefInput): Promise<CompanySupplyChain> {
  const id = await companyOf(db, ref);
  const [suppliers, customers] = await Promise.all([
    repo.partners(db, id, "import", null, CHAIN),
    repo.partners(db, id, "export", null, CHAIN),
  ]);
  return { suppliers: suppliers.map(partnerOf), customers: customers.map(partnerOf) };
}

export async function details(
  db: Kysely<DB>,
  ref: CompanyRefInput,
  asked: { flow?: TradeFlow; pageNum?: number; pageSize?: number },
): Promise<TradeRecords> {
  const flow = asked.flow ?? "import";
  const pageNum = asked.pageNum ?? 1;
  const pageSize = asked.pageSize ?? 20;
  const id = await companyOf(db, ref);
  const rows = await repo.records(db, id, flow, pageSize, (pageNum - 1) * pageSize);
  const total = rows[0]?.total ?? (pageNum > 1 ? (await repo.records(db, id, flow, 1, 0))[0]?.total : 0) ?? 0;
  return {
    flow,
    total,
    pageNum,
    pageSize,
    rows: rows.map((r) => ({
      id: r.id,
      recordKind: r.record_kind,
      date: r.date,
      partnerName: r.partner_name,
      partnerCountry: r.partner_country,
      hsCode: r.hs_code,
      cargo: r.cargo_description,
      originCountry: r.origin_country,
      destinationCountry: r.destination_country,
      port: r.port,
      quantity: r.quantity,
      quantityUnit: r.quantity_unit,
      value: r.value,
      source: r.source,
      isDemo: r.is_demo,
    })),
  };
}
