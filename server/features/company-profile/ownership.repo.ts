import { sql, type RawBuilder } from "kysely";
import type { Db } from "./company.repo.ts";
import type { AsFloat, AsText } from "../../db/schema.ts";
import type { CompaniesRow, CompanyInterestsRow } from "../../db/generated/database.ts";

/** One row of an ownership or investment tree, as the recursive queries return it. */
export type TreeRow = Pick<
  CompanyInterestsRow,
  "party_type" | "interest_type" | "is_direct" | "is_beneficial" | "source" | "is_demo"
> & {
  node_key: string;
  parent_key: string | null;
  level: number;
  is_cycle: boolean;
  has_more: boolean;
  eff_min: AsFloat<CompanyInterestsRow["share_min"]>;
  eff_max: AsFloat<CompanyInterestsRow["share_max"]>;
  party_company_id: AsText<CompanyInterestsRow["party_company_id"]>;
  party_person_id: AsText<CompanyInterestsRow["party_person_id"]>;
  party_aaa_id: CompaniesRow["aaa_id"] | null;
  name: CompaniesRow["name"];
  country_code: CompaniesRow["country_code"];
  share_exact: AsFloat<CompanyInterestsRow["share_exact"]>;
  share_min: AsFloat<CompanyInterestsRow["share_min"]>;
  share_max: AsFloat<CompanyInterestsRow["share_max"]>;
  start_date: AsText<CompanyInterestsRow["start_date"]>;
};

/**
 * The owners of the company, level by level up to `maxDepth`: each direct interest in a company that owns
 * the subject (directly or through others) is followed to that company's own owners. `visited`
 * holds the companies on the path; an interest held by one of them is a cycle (A owns B owns A):
 * returned once, marked, and not followed. Effective shares multiply along the path (fractions;
 * min and max apart, for interests given as ranges). Only current interests count.
 */
export async function ownershipTree(db: Db, id: string, maxDepth: number, limit: number): Promise<TreeRow[]> {
  // The LATERAL subqueries (fenced with OFFSET 0) keep every step an index lookup by company,
  // whatever the planner's statistics say (PGlite never runs autovacuum, so it may have none).
  const { rows } = await sql<TreeRow>`
    WITH RECURSIVE tree AS (
      SELECT i.*, 1 AS level, ARRAY[i.company_id] AS visited,
             (i.company_id::text || '.' || i.seq::text) AS node_key, NULL::text AS parent_key,
             (COALESCE(i.share_exact, i.share_min) / 100)::numeric AS eff_min,
             (COALESCE(i.share_exact, i.share_max) / 100)::numeric AS eff_max,
             COALESCE(i.party_company_id = i.company_id, false) AS is_cycle
      FROM (${currentInterests(sql`company_id = ${id}`)}) i
      UNION ALL
      SELECT i.*, t.level + 1, t.visited || i.company_id,
             t.node_key || '/' || i.company_id::text || '.' || i.seq::text, t.node_key,
             (t.eff_min * COALESCE(i.share_exact, i.share_min) / 100)::numeric,
             (t.eff_max * COALESCE(i.share_exact, i.share_max) / 100)::numeric,
             COALESCE(i.party_company_id = ANY(t.visited || i.company_id), false)
      FROM tree t
      CROSS JOIN LATERAL (${currentInterests(sql`company_id = t.party_company_id`)}) i
      WHERE NOT t.is_cycle AND t.level < ${maxDepth}
    )
    SELECT t.node_key, t.parent_key, t.level, t.is_cycle, t.eff_min::float8 AS eff_min, t.eff_max::float8 AS eff_max,
           (t.level = ${maxDepth} AND NOT t.is_cycle AND t.party_company_id IS NOT NULL
             AND EXISTS (SELECT 1 FROM company_interests x WHERE x.company_id = t.party_company_id)) AS has_more,
           t.party_type, t.party_company_id::text AS party_company_id, t.party_person_id::text AS party_person_id,
           pc.aaa_id AS party_aaa_id, COALESCE(pc.name, t.party_name) AS name,
           COALESCE(t.party_country, pc.country_code) AS country_code, t.interest_type,
           t.share_exact::float8 AS share_exact, t.share_min::float8 AS share_min, t.share_max::float8 AS share_max,
           t.is_direct, t.is_beneficial, t.start_date::text AS start_date, t.source, t.is_demo
    FROM tree t
    LEFT JOIN LATERAL (
      SELECT aaa_id, name, country_code FROM companies WHERE id = t.party_company_id OFFSET 0
    ) pc ON true
    ORDER BY t.level, t.node_key
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** Current interests matching a condition, as a fenced subquery (see ownershipTree). */
function currentInterests(where: RawBuilder<unknown>) {
  return sql`
    SELECT company_id, seq, party_type, party_company_id, party_person_id, party_name, party_country, interest_type,
           share_exact, share_min, share_max, is_direct, is_beneficial, start_date, source, is_demo
    FROM company_interests
    WHERE ${where} AND is_direct AND (end_date IS NULL OR end_date >= CURRENT_DATE)
    OFFSET 0`;
}

export type DeclaredRow = Pick<
  TreeRow,
  | "party_type"
  | "party_company_id"
  | "party_person_id"
  | "party_aaa_id"
  | "name"
  | "country_code"
  | "interest_type"
  | "share_exact"
  | "is_beneficial"
  | "source"
  | "is_demo"
>;

/** The source's indirect statements about the company: beneficial owners through the chain, ultimate parent. */
export async function declaredOwners(db: Db, id: string, limit: number): Promise<DeclaredRow[]> {
  const { rows } = await sql<DeclaredRow>`
    SELECT i.party_type, i.party_company_id::text AS party_company_id, i.party_person_id::text AS party_person_id,
           pc.aaa_id AS party_aaa_id, COALESCE(pc.name, i.party_name) AS name,
           COALESCE(i.party_country, pc.country_code) AS country_code, i.interest_type,
           COALESCE(i.share_exact, i.share_min)::float8 AS share_exact, i.is_beneficial, i.source, i.is_demo
    FROM company_interests i
    LEFT JOIN LATERAL (SELECT aaa_id, name, country_code FROM companies WHERE id = i.party_company_id OFFSET 0) pc ON true
    WHERE i.company_id = ${id} AND NOT i.is_direct AND (i.end_date IS NULL OR i.end_date >= CURRENT_DATE)
    ORDER BY i.is_beneficial DESC, i.share_exact DESC NULLS LAST, i.seq
    LIMIT ${limit}`.execute(db);
  return rows;
}

/**
 * The companies the subject holds interests in, and theirs in turn, down to `maxDepth`; the same
 * cycle guard and share arithmetic as the ownership tree, in the other direction.
 */
export async function investmentTree(db: Db, id: string, maxDepth: number, limit: number): Promise<TreeRow[]> {
  const { rows } = await sql<TreeRow>`
    WITH RECURSIVE tree AS (
      SELECT i.*, 1 AS level, ARRAY[i.party_company_id, i.company_id] AS visited,
             (i.company_id::text || '.' || i.seq::text) AS node_key, NULL::text AS parent_key,
             (COALESCE(i.share_exact, i.share_min) / 100)::numeric AS eff_min,
             (COALESCE(i.share_exact, i.share_max) / 100)::numeric AS eff_max,
             (i.company_id = i.party_company_id) AS is_cycle
      FROM (${currentInterests(sql`party_company_id = ${id}`)}) i
      UNION ALL
      SELECT i.*, t.level + 1, t.visited || i.company_id,
             t.node_key || '/' || i.company_id::text || '.' || i.seq::text, t.node_key,
             (t.eff_min * COALESCE(i.share_exact, i.share_min) / 100)::numeric,
             (t.eff_max * COALESCE(i.share_exact, i.share_max) / 100)::numeric,
             i.company_id = ANY(t.visited)
      FROM tree t
      CROSS JOIN LATERAL (${currentInterests(sql`party_company_id = t.company_id`)}) i
      WHERE NOT t.is_cycle AND t.level < ${maxDepth}
    )
    SELECT t.node_key, t.parent_key, t.level, t.is_cycle, t.eff_min::float8 AS eff_min, t.eff_max::float8 AS eff_max,
           (t.level = ${maxDepth} AND NOT t.is_cycle
             AND EXISTS (SELECT 1 FROM company_interests x WHERE x.party_company_id = t.company_id)) AS has_more,
           'company' AS party_type, t.company_id::text AS party_company_id, NULL AS party_person_id,
           c.aaa_id AS party_aaa_id, c.name, c.country_code, t.interest_type,
           t.share_exact::float8 AS share_exact, t.share_min::float8 AS share_min, t.share_max::float8 AS share_max,
           t.is_direct, t.is_beneficial, t.start_date::text AS start_date, t.source, t.is_demo
    FROM tree t
    CROSS JOIN LATERAL (SELECT aaa_id, name, country_code FROM companies WHERE id = t.company_id OFFSET 0) c
    ORDER BY t.level, t.node_key
    LIMIT ${limit}`.execute(db);
  return rows;
}
