import { sql } from "kysely";
import type { Db } from "./company.repo.ts";
import type { AsText } from "../../db/schema.ts";
import type { CompaniesRow, CompanyRelationsRow } from "../../db/generated/database.ts";

/** A related company, from our relation records or GLEIF's (the company's columns when it has a record). */
export type RelatedRow = Pick<CompanyRelationsRow, "city" | "source" | "is_demo"> &
  Pick<CompaniesRow, "name" | "lei" | "country_code"> & {
    key: string;
    relation: CompanyRelationsRow["relation"] | "ultimate-parent";
    company_id: AsText<CompanyRelationsRow["related_company_id"]>;
    aaa_id: CompaniesRow["aaa_id"] | null;
  };

/** The company's own relation records (branches apart), with the related company when it has a record. */
export async function ownRelations(db: Db, id: string, limit: number): Promise<RelatedRow[]> {
  const { rows } = await sql<RelatedRow>`
    SELECT 'own:' || r.seq::text AS key, r.relation, COALESCE(c.name, r.name) AS name,
           r.related_company_id::text AS company_id, c.aaa_id, c.lei,
           COALESCE(r.country_code, c.country_code) AS country_code, r.city, r.source, r.is_demo
    FROM company_relations r LEFT JOIN companies c ON c.id = r.related_company_id
    WHERE r.company_id = ${id} AND r.relation <> 'branch'
    ORDER BY r.seq LIMIT ${limit}`.execute(db);
  return rows;
}

/** Records of other companies that name this one, turned around (their parent is our subsidiary). */
export async function reverseRelations(db: Db, id: string, limit: number): Promise<RelatedRow[]> {
  const { rows } = await sql<RelatedRow>`
    SELECT 'rev:' || r.company_id::text || '.' || r.seq::text AS key,
           CASE r.relation WHEN 'subsidiary' THEN 'parent' WHEN 'parent' THEN 'subsidiary' ELSE r.relation END AS relation,
           c.name, c.id::text AS company_id, c.aaa_id, c.lei, c.country_code, NULL AS city, r.source, r.is_demo
    FROM company_relations r JOIN companies c ON c.id = r.company_id
    WHERE r.related_company_id = ${id} AND r.relation <> 'branch'
    ORDER BY c.name LIMIT ${limit}`.execute(db);
  return rows;
}

/**
 * GLEIF relationship records of the company's LEI: its direct and ultimate accounting parents, the
 * entities it consolidates directly, and its international branches. The other entity is named
 * from our companies when its LEI is there, else by the LEI itself.
 */
export async function gleifRelations(db: Db, lei: string, limit: number): Promise<RelatedRow[]> {
  const { rows } = await sql<RelatedRow>`
    SELECT 'lei:' || g.other || ':' || g.relationship_type AS key, g.relation, COALESCE(c.name, g.other) AS name,
           c.id::text AS company_id, c.aaa_id, g.other AS lei, c.country_code, NULL AS city, g.source, false AS is_demo
    FROM (
      SELECT parent_lei AS other, relationship_type, source,
             CASE relationship_type WHEN 'IS_ULTIMATELY_CONSOLIDATED_BY' THEN 'ultimate-parent' ELSE 'parent' END AS relation
      FROM lei_relationships
      WHERE child_lei = ${lei} AND relationship_status = 'ACTIVE'
        AND relationship_type IN ('IS_DIRECTLY_CONSOLIDATED_BY', 'IS_ULTIMATELY_CONSOLIDATED_BY')
      UNION ALL
      SELECT child_lei, relationship_type, source,
             CASE relationship_type WHEN 'IS_INTERNATIONAL_BRANCH_OF' THEN 'branch' ELSE 'subsidiary' END
      FROM lei_relationships
      WHERE parent_lei = ${lei} AND relationship_status = 'ACTIVE'
        AND relationship_type IN ('IS_DIRECTLY_CONSOLIDATED_BY', 'IS_INTERNATIONAL_BRANCH_OF')
    ) g
    LEFT JOIN LATERAL (SELECT id, aaa_id, name, country_code FROM companies WHERE lei = g.other LIMIT 1) c ON true
    ORDER BY g.relation, name LIMIT ${limit}`.execute(db);
  return rows;
}

/** The company's branches (they have no company record of their own: a name and a place). */
export async function branches(db: Db, id: string, limit: number): Promise<RelatedRow[]> {
  const { rows } = await sql<RelatedRow>`
    SELECT 'own:' || seq::text AS key, 'branch' AS relation, name, NULL AS company_id, NULL AS aaa_id, NULL AS lei,
           country_code, city, source, is_demo
    FROM company_relations WHERE company_id = ${id} AND relation = 'branch'
    ORDER BY country_code NULLS LAST, city NULLS LAST, name LIMIT ${limit}`.execute(db);
  return rows;
}
