import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { freshShipmentRollups } from "./trade-rollups.ts";

export type CompanyTradeRow = {
  flow: "import" | "export";
  records: number;
  value_usd: number | null;
  first_date: string;
  last_date: string;
  partners: string[];
  products: string[];
  sources: string;
  all_demo: boolean;
};

/**
 * A company's trade by direction: as importer (the records filed under it, the primary key's first column)
 * and as exporter, from its summary rows (migration 0054); its top five partners by records from its partner
 * rows and top five HS codes from its tally rows (migration 0055).
 */
export async function companyTradeRows(db: Kysely<DB>, companyId: string): Promise<CompanyTradeRow[]> {
  await freshShipmentRollups(db);
  const { rows } = await sql<CompanyTradeRow>`
    SELECT CASE flow WHEN 'filed' THEN 'import' ELSE 'export' END AS flow, sum(records)::int AS records,
      sum(value_usd)::float8 AS value_usd, to_char(min(first_date), 'YYYY-MM-DD') AS first_date,
      to_char(max(last_date), 'YYYY-MM-DD') AS last_date,
      (SELECT coalesce(array_agg(partner_name ORDER BY n DESC, partner_name), '{}') FROM (
        SELECT partner_name, sum(records) AS n FROM trade_company_partner p
        WHERE p.company_id = ${companyId}::bigint AND p.flow = s.flow
        GROUP BY partner_name ORDER BY n DESC, partner_name LIMIT 5) p) AS partners,
      (SELECT coalesce(array_agg(key ORDER BY n DESC, key), '{}') FROM (
        SELECT key, sum(records) AS n FROM trade_company_tally t
        WHERE t.company_id = ${companyId}::bigint AND t.flow = s.flow AND t.kind = 'hs' AND key IS NOT NULL
        GROUP BY key ORDER BY n DESC, key LIMIT 5) h) AS products,
      string_agg(DISTINCT source, ', ') AS sources, bool_and(is_demo) AS all_demo
    FROM trade_company_summary s WHERE company_id = ${companyId}::bigint AND flow IN ('filed', 'export')
    GROUP BY flow ORDER BY 1`.execute(db);
  return rows;
}
