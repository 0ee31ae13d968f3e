import { sql } from "kysely";
import type { AddressRow, Db } from "./company.repo.ts";
import type { AsText } from "../../db/schema.ts";
import type {
  CompaniesRow,
  CompanyAddressesRow,
  CompanyProductsRow,
  CompanyRelationsRow,
  HsCodesRow,
} from "../../db/generated/database.ts";

export type ProductRow = Omit<CompanyProductsRow, "company_id"> & { hs_description: HsCodesRow["description"] | null };

export async function products(db: Db, id: string, limit: number): Promise<ProductRow[]> {
  const { rows } = await sql<ProductRow>`
    SELECT p.seq, p.name, p.description, p.hs_code, h.description AS hs_description, p.image_url, p.source, p.is_demo
    FROM company_products p LEFT JOIN hs_codes h ON h.code = p.hs_code
    WHERE p.company_id = ${id} ORDER BY p.seq LIMIT ${limit}`.execute(db);
  return rows;
}

export type TerritoryRow = Pick<CompanyAddressesRow, "source" | "is_demo"> & {
  country_code: NonNullable<CompanyAddressesRow["country_code"]>;
  kinds: (CompanyAddressesRow["kind"] | CompanyRelationsRow["relation"] | "investment")[];
  count: number | string;
};

/**
 * Countries where the company is present: its addresses, branches, subsidiaries, affiliates and
 * joint ventures, and the companies it holds interests in (parents and sisters are not its territory).
 */
export async function territories(db: Db, id: string): Promise<TerritoryRow[]> {
  const { rows } = await sql<TerritoryRow>`
    SELECT country_code, array_agg(DISTINCT kind ORDER BY kind) AS kinds, count(*) AS count,
           min(source) AS source, bool_and(is_demo) AS is_demo
    FROM (
      SELECT country_code, kind, source, is_demo FROM company_addresses WHERE company_id = ${id}
      UNION ALL
      SELECT COALESCE(r.country_code, c.country_code), r.relation, r.source, r.is_demo
      FROM company_relations r LEFT JOIN companies c ON c.id = r.related_company_id
      WHERE r.company_id = ${id} AND r.relation IN ('branch', 'subsidiary', 'affiliate', 'joint-venture')
      UNION ALL
      SELECT c.country_code, 'subsidiary', r.source, r.is_demo
      FROM company_relations r JOIN companies c ON c.id = r.company_id
      WHERE r.related_company_id = ${id} AND r.relation = 'parent'
      UNION ALL
      SELECT c.country_code, 'investment', i.source, i.is_demo
      FROM company_interests i JOIN companies c ON c.id = i.company_id
      WHERE i.party_company_id = ${id} AND (i.end_date IS NULL OR i.end_date >= CURRENT_DATE)
    ) t
    WHERE country_code IS NOT NULL
    GROUP BY country_code ORDER BY count(*) DESC, country_code LIMIT 250`.execute(db);
  return rows;
}

export type SubsidiaryAddressRow = AddressRow &
  Pick<CompaniesRow, "aaa_id" | "name"> & { company_id: AsText<CompaniesRow["id"]> };

/** One address (registered first) of each subsidiary that has a company record and an address. */
export async function subsidiaryAddresses(
  db: Db,
  id: string,
  lei: string | null,
  limit: number,
): Promise<SubsidiaryAddressRow[]> {
  const { rows } = await sql<SubsidiaryAddressRow>`
    WITH subsidiaries AS (
      SELECT related_company_id AS id FROM company_relations
      WHERE company_id = ${id} AND relation = 'subsidiary' AND related_company_id IS NOT NULL
      UNION
      SELECT company_id FROM company_relations WHERE related_company_id = ${id} AND relation = 'parent'
      UNION
      SELECT c.id FROM lei_relationships l JOIN companies c ON c.lei = l.child_lei
      WHERE ${lei}::text IS NOT NULL AND l.parent_lei = ${lei}::text
        AND l.relationship_type = 'IS_DIRECTLY_CONSOLIDATED_BY' AND l.relationship_status = 'ACTIVE'
    )
    SELECT DISTINCT ON (c.id) c.id::text AS company_id, c.aaa_id, c.name, a.seq, a.kind, a.line1, a.line2, a.city,
           a.region, a.postcode, a.country_code, a.lat, a.lon, a.source, a.is_demo
    FROM subsidiaries s JOIN companies c ON c.id = s.id JOIN company_addresses a ON a.company_id = c.id
    WHERE c.id <> ${id}
    ORDER BY c.id, CASE a.kind WHEN 'registered' THEN 0 WHEN 'operation' THEN 1 ELSE 2 END, a.seq
    LIMIT ${limit}`.execute(db);
  return rows;
}
