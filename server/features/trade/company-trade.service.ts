import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { companyTradeRows } from "./company-trade.repo.ts";

export type CompanyTradeFlow = {
  records: number;
  valueUsd: number | null;
  firstDate: string;
  lastDate: string;
  topPartners: string[];
  topHsCodes: string[];
  source: string;
  isDemo: boolean;
};
export type CompanyTrade = { imports: CompanyTradeFlow | null; exports: CompanyTradeFlow | null };

/** A company's imports and exports from its shipment records (bills of lading, monthly import records). */
export async function companyTrade(db: Kysely<DB>, companyId: string): Promise<CompanyTrade> {
  const rows = await companyTradeRows(db, companyId);
  const flow = (name: "import" | "export"): CompanyTradeFlow | null => {
    const row = rows.find((r) => r.flow === name);
    if (!row) return null;
    return {
      records: row.records,
      valueUsd: row.value_usd,
      firstDate: row.first_date,
      lastDate: row.last_date,
      topPartners: row.partners,
      topHsCodes: row.products,
      source: row.sources,
      isDemo: row.all_demo,
    };
  };
  return { imports: flow("import"), exports: flow("export") };
}
