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
 * A company's trade by direction, from the company roll-up (decision 0057): as importer (the records
 * filed under it, the primary key's first column) and as exporter; its top five partners and HS codes
 * by records.
 */
export async function companyTradeRows(db: Kysely<DB>, companyId: string): Promise<CompanyTradeRow[]> {
  await freshShipmentRollups(db);
  const { rows } = await sql<CompanyTradeRow>`
    WITH mine AS (
      SELECT 'import' AS flow, exporter_name AS partner, hs_code, first_date, last_date, records, value_usd, source,
        is_demo
      FROM shipment_rollup_cpm WHERE company_id = ${companyId}
      UNION ALL
      SELECT 'export', importer_name, hs_code, first_date, last_date, records, value_usd, source, is_demo
      FROM shipment_rollup_cpm WHERE exporter_company_id = ${companyId}
    )
    SELECT flow, sum(records)::int AS records, sum(value_usd)::float8 AS value_usd,
      to_char(min(first_date), 'YYYY-MM-DD') AS first_date, to_char(max(last_date), 'YYYY-MM-DD') AS last_date,
      (SELECT coalesce(array_agg(partner ORDER BY n DESC, partner), '{}') FROM (
        SELECT partner, sum(records) AS n FROM mine m2 WHERE m2.flow = m.flow AND partner IS NOT NULL
        GROUP BY partner ORDER BY n DESC, partner LIMIT 5) p) AS partners,
      (SELECT coalesce(array_agg(hs_code ORDER BY n DESC, hs_code), '{}') FROM (
        SELECT hs_code, sum(records) AS n FROM mine m3 WHERE m3.flow = m.flow AND hs_code IS NOT NULL
        GROUP BY hs_code ORDER BY n DESC, hs_code LIMIT 5) h) AS products,
      string_agg(DISTINCT source, ', ') AS sources, bool_and(is_demo) AS all_demo
    FROM mine m GROUP BY flow ORDER BY flow`.execute(db);
  return rows;
}
