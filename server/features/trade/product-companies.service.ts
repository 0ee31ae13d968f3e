import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { TradeFlow, YearsDropDown } from "../../../contract/trade-product.ts";
import { TRADE_FLOWS } from "../../../contract/trade-product.ts";
import type {
  ChainProduct,
  CompanyRanking,
  ProductChainSanctions,
  ProductSupplyChain,
  ScreenedParty,
} from "../../../contract/trade-product-chain.ts";
import { DEFAULT_MATCH_THRESHOLD } from "../../../contract/screening.ts";
import type { Static } from "typebox";
import type { ScreeningStore } from "../sanctions/index.ts";
import * as repo from "./product-companies.repo.ts";
import { hsCode } from "./trade-product.repo.ts";
import { marketShare } from "./trade-indicators.ts";

/** Headings shown each way of the supply chain; companies screened each way. */
const CHAIN_ROWS = 15;
const SCREENED_PER_SIDE = 25;

/** The years of the suppliers and buyers ranking: those with records on either side, newest first. */
export async function rankingYears(db: Kysely<DB>, code: string): Promise<Static<typeof YearsDropDown> | undefined> {
  if (!(await hsCode(db, code))) return undefined;
  const [exports, imports] = await Promise.all([
    repo.shipmentYears(db, code, "export"),
    repo.shipmentYears(db, code, "import"),
  ]);
  return { years: [...new Set([...exports, ...imports])].sort((a, b) => b - a), flows: [...TRADE_FLOWS] };
}

function rankingOf(rows: repo.CompanyRow[], year: number | null, flow: TradeFlow): CompanyRanking {
  const first = rows[0];
  const records = first?.all_records ?? 0;
  return {
    year,
    flow,
    companies: first?.companies ?? 0,
    records,
    total: first?.all_value ?? null,
    demoShare: first ? marketShare(first.demo_records, records) : null,
    rows: rows.map((r) => ({
      companyId: r.company_id,
      name: r.name,
      countryCode: r.country,
      records: r.records,
      value: r.value,
      recordShare: marketShare(r.records, records),
      partners: r.partners,
      lastDate: r.last_date,
      source: r.source,
      isDemo: r.is_demo,
    })),
  };
}

/** Suppliers (flow export) or buyers (import) of the product in a year; the latest year with records by default. */
export async function companyRanking(
  db: Kysely<DB>,
  code: string,
  asked: { year?: number; flow?: TradeFlow; limit?: number },
): Promise<CompanyRanking | undefined> {
  if (!(await hsCode(db, code))) return undefined;
  const flow = asked.flow ?? "export";
  const year = asked.year ?? (await repo.shipmentYears(db, code, flow))[0] ?? null;
  const rows = year === null ? [] : await repo.companyRanking(db, code, flow, year, asked.limit ?? 50);
  return rankingOf(rows, year, flow);
}

const chainProduct = (r: repo.ChainRow): ChainProduct => ({
  hsCode: r.heading,
  hsCodeDescription: r.description,
  companies: r.companies,
  records: r.records,
  value: r.value,
  isDemo: r.is_demo,
});

export async function supplyChain(db: Kysely<DB>, code: string): Promise<ProductSupplyChain | undefined> {
  if (!(await hsCode(db, code))) return undefined;
  const [upstream, downstream] = await Promise.all([
    repo.coTraded(db, code, "upstream", CHAIN_ROWS),
    repo.coTraded(db, code, "downstream", CHAIN_ROWS),
  ]);
  return {
    hsCode: code,
    suppliers: upstream.companies,
    buyers: downstream.companies,
    upstream: upstream.rows.map(chainProduct),
    downstream: downstream.rows.map(chainProduct),
  };
}

/**
 * The product's exposure: programmes of the loaded lists restricting its code, and its largest
 * suppliers and buyers (all years) screened by name and country against every loaded list.
 */
export async function chainSanctions(
  db: Kysely<DB>,
  store: ScreeningStore,
  code: string,
): Promise<ProductChainSanctions | undefined> {
  if (!(await hsCode(db, code))) return undefined;
  const [programmes, suppliers, buyers, screening] = await Promise.all([
    repo.restrictingProgrammes(db, code),
    repo.companyRanking(db, code, "export", null, SCREENED_PER_SIDE),
    repo.companyRanking(db, code, "import", null, SCREENED_PER_SIDE),
    store.current(),
  ]);
  const threshold = DEFAULT_MATCH_THRESHOLD;
  const screen = (role: ScreenedParty["role"]) => (row: repo.CompanyRow) => {
    const properties: Record<string, string[]> = { name: [row.name] };
    if (row.country) properties.country = [row.country.toLowerCase()];
    const [best] = screening.engine.match({ schema: "Company", properties }, { limit: 1, threshold });
    if (!best?.match) return [];
    return [
      {
        companyId: row.company_id,
        name: row.name,
        countryCode: row.country,
        role,
        value: row.value,
        isDemo: row.is_demo,
        entryId: best.entry.id,
        caption: best.entry.caption,
        score: best.score,
        datasets: best.datasets,
      },
    ];
  };
  return {
    hsCode: code,
    programmes: programmes.map((p) => ({
      listId: p.list_id,
      listName: p.list_name,
      programme: p.programme_code,
      programmeName: p.programme_name,
      hsCode: p.hs_code,
      description: p.description,
    })),
    screened: suppliers.length + buyers.length,
    threshold,
    parties: [...suppliers.flatMap(screen("supplier")), ...buyers.flatMap(screen("buyer"))].sort(
      (a, b) => b.score - a.score,
    ),
    lists: screening.lists.map((l) => ({ id: l.id, name: l.name, version: l.version })),
  };
}
