import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { ContributionKind, ContributionStatus } from "../../../contract/contributions.ts";
import { USER_SOURCE } from "../../../contract/contributions.ts";

export type Db = Kysely<DB>;
/** A proposal's or a replaced value's fields, as stored in the jsonb columns. */
export type Fields = Record<string, string | number | null>;

export type ContributionRow = {
  id: string;
  company_id: string;
  kind: ContributionKind;
  proposal: Fields;
  previous: Fields | null;
  file_id: string | null;
  status: ContributionStatus;
  proposed_at: Date;
  decided_at: Date | null;
  note: string | null;
};

export async function insertContribution(
  db: Db,
  row: { companyId: string; kind: ContributionKind; proposal: Fields; fileId: string | null; userId: string; at: Date },
): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO company_contributions (company_id, kind, proposal, file_id, proposed_by, proposed_at)
    VALUES (${row.companyId}, ${row.kind}, ${JSON.stringify(row.proposal)}::jsonb, ${row.fileId}, ${row.userId}, ${row.at})
    RETURNING id::text AS id`.execute(db);
  return rows[0]!.id;
}

/** One proposal, locked for its decision (run inside the decision's transaction). */
export async function lockContribution(db: Db, id: string): Promise<ContributionRow | undefined> {
  const { rows } = await sql<ContributionRow>`
    SELECT id::text AS id, company_id::text AS company_id, kind, proposal, previous, file_id, status, proposed_at,
           decided_at, note
    FROM company_contributions WHERE id = ${id} FOR UPDATE`.execute(db);
  return rows[0];
}

export async function markDecided(
  db: Db,
  input: {
    id: string;
    status: ContributionStatus;
    userId: string;
    at: Date;
    note: string | null;
    previous: Fields | null;
  },
): Promise<void> {
  await sql`
    UPDATE company_contributions
    SET status = ${input.status}, decided_by = ${input.userId}, decided_at = ${input.at}, note = ${input.note},
        previous = ${input.previous === null ? null : JSON.stringify(input.previous)}::jsonb
    WHERE id = ${input.id}`.execute(db);
}

export type ModerationRow = ContributionRow & {
  aaa_id: string | null;
  company_name: string | null;
  proposer_email: string | null;
  total: string;
};

export async function listForModeration(
  db: Db,
  status: ContributionStatus,
  page: number,
  pageSize: number,
): Promise<ModerationRow[]> {
  const { rows } = await sql<ModerationRow>`
    SELECT k.id::text AS id, k.company_id::text AS company_id, k.kind, k.proposal, k.previous, k.file_id, k.status,
           k.proposed_at, k.decided_at, k.note, c.aaa_id, c.name AS company_name, u.email AS proposer_email,
           count(*) OVER ()::text AS total
    FROM company_contributions k
    LEFT JOIN companies c ON c.id = k.company_id
    LEFT JOIN app_users u ON u.id = k.proposed_by
    WHERE k.status = ${status}
    ORDER BY k.proposed_at DESC, k.id DESC
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db);
  return rows;
}

export type AppliedRow = ContributionRow & { first_name: string | null; last_name: string | null };

/** The company's applied contributions, newest first (the profile's history of user contributions). */
export async function listApplied(db: Db, companyId: string, limit: number): Promise<AppliedRow[]> {
  const { rows } = await sql<AppliedRow>`
    SELECT k.id::text AS id, k.company_id::text AS company_id, k.kind, k.proposal, k.previous, k.file_id, k.status,
           k.proposed_at, k.decided_at, k.note, u.first_name, u.last_name
    FROM company_contributions k LEFT JOIN app_users u ON u.id = k.proposed_by
    WHERE k.company_id = ${companyId} AND k.status = 'approved'
    ORDER BY k.decided_at DESC, k.id DESC LIMIT ${limit}`.execute(db);
  return rows;
}

export async function addressAt(db: Db, companyId: string, seq: number): Promise<Fields | undefined> {
  const { rows } = await sql<Fields>`
    SELECT kind, line1, line2, city, region, postcode, country_code AS "countryCode"
    FROM company_addresses WHERE company_id = ${companyId} AND seq = ${seq}`.execute(db);
  return rows[0];
}

/** The next free `seq` of a company's rows in `company_products` or `company_addresses`. */
async function nextSeq(db: Db, table: "company_products" | "company_addresses", companyId: string) {
  const { rows } = await sql<{ seq: number }>`
    SELECT COALESCE(max(seq), 0) + 1 AS seq FROM ${sql.table(table)} WHERE company_id = ${companyId}`.execute(db);
  return Number(rows[0]!.seq);
}

export async function insertProduct(db: Db, companyId: string, product: Fields, imageUrl: string | null) {
  const seq = await nextSeq(db, "company_products", companyId);
  await sql`
    INSERT INTO company_products (company_id, seq, name, description, hs_code, image_url, source, is_demo)
    VALUES (${companyId}, ${seq}, ${product.name}, ${product.description ?? null}, ${product.hsCode ?? null},
            ${imageUrl}, ${USER_SOURCE}, false)`.execute(db);
}

export async function insertAddress(db: Db, companyId: string, address: Fields) {
  const seq = await nextSeq(db, "company_addresses", companyId);
  await sql`
    INSERT INTO company_addresses (company_id, seq, kind, line1, line2, city, region, postcode, country_code, source, is_demo)
    VALUES (${companyId}, ${seq}, ${address.kind}, ${address.line1}, ${address.line2 ?? null}, ${address.city},
            ${address.region ?? null}, ${address.postcode ?? null}, ${address.countryCode}, ${USER_SOURCE}, false)`.execute(
    db,
  );
}

/** Replaces one address's fields (its coordinates no longer fit it, so they are cleared). */
export async function updateAddress(db: Db, companyId: string, seq: number, address: Fields) {
  await sql`
    UPDATE company_addresses
    SET kind = ${address.kind}, line1 = ${address.line1}, line2 = ${address.line2 ?? null}, city = ${address.city},
        region = ${address.region ?? null}, postcode = ${address.postcode ?? null},
        country_code = ${address.countryCode}, lat = NULL, lon = NULL, source = ${USER_SOURCE}, is_demo = false
    WHERE company_id = ${companyId} AND seq = ${seq}`.execute(db);
}

/** Company columns a contribution may change, by the proposal's field names. */
export const INFO_COLUMNS = {
  website: "website",
  email: "email",
  phone: "phone",
  description: "description",
  employees: "employees",
  isic: "isic",
  nace: "nace",
  naics: "naics",
} as const;
type InfoColumn = (typeof INFO_COLUMNS)[keyof typeof INFO_COLUMNS];

export async function companyInfo(db: Db, companyId: string, fields: (keyof typeof INFO_COLUMNS)[]): Promise<Fields> {
  const row = await db
    .selectFrom("companies")
    .select(fields.map((field) => INFO_COLUMNS[field]))
    .where("id", "=", companyId)
    .executeTakeFirst();
  return Object.fromEntries(fields.map((field) => [field, (row as Fields | undefined)?.[INFO_COLUMNS[field]] ?? null]));
}

export async function updateCompanyInfo(db: Db, companyId: string, values: Partial<Record<InfoColumn, string>>) {
  const { employees, ...texts } = values;
  await db
    .updateTable("companies")
    .set({ ...texts, ...(employees === undefined ? {} : { employees: Number(employees) }) })
    .where("id", "=", companyId)
    .execute();
}

const TABLE_SCHEME = { isic: "isic4", nace: "nace2", naics: "naics2017" } as const;

export async function industryCodeExists(db: Db, scheme: keyof typeof TABLE_SCHEME, forms: string[]) {
  const row = await db
    .selectFrom("industry_codes")
    .select("code")
    .where("scheme", "=", TABLE_SCHEME[scheme])
    .where("code", "in", forms)
    .executeTakeFirst();
  return row !== undefined;
}

/** Codes of a scheme whose code starts with, or description contains, the keyword; leaves (most detailed) first. */
export async function industryOptions(db: Db, scheme: keyof typeof TABLE_SCHEME, keyword: string, limit: number) {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await sql<{ code: string; description: string; level_name: string }>`
    SELECT code, description, level_name FROM industry_codes
    WHERE scheme = ${TABLE_SCHEME[scheme]}
      AND (${keyword} = '' OR code LIKE ${`${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} OR description ILIKE ${pattern})
    ORDER BY level DESC, code LIMIT ${limit}`.execute(db);
  return rows;
}

/** The type of an image that an approved product contribution carries; undefined for any other file. */
export async function approvedImageType(db: Db, fileId: string): Promise<string | undefined> {
  const { rows } = await sql<{ content_type: string }>`
    SELECT f.content_type FROM uploaded_files f JOIN company_contributions k ON k.file_id = f.id
    WHERE f.id = ${fileId} AND k.status = 'approved' AND k.kind = 'product' LIMIT 1`.execute(db);
  return rows[0]?.content_type;
}
