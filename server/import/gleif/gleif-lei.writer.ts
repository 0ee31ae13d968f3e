import { createHash } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { bulkInsert } from "../../db/bulk-insert.ts";
import { columns, toRow, type TableColumn } from "../../db/table-columns.ts";
import { COMPANY_TABLE_COLUMNS as C, ID_PREFIX, ID_SPAN, aaaId } from "../../features/companies/companies.columns.ts";
import { dataQuality } from "../../features/companies/data-quality.ts";
import { normaliseName } from "../../lib/name-normalise.ts";
import type { ChunkCounts } from "../record-format.ts";
import type { LeiRecord } from "./gleif-lei.ts";

const GLEIF_SOURCE = "gleif-lei:%";
/** Address seq numbers GLEIF writes: 1 and 2 on its own companies, 91 and 92 on another source's. */
const SEQ = { own: 1, foreign: 91 };

const upsert = (
  trx: Transaction<DB>,
  table: string,
  columns: readonly TableColumn[],
  rows: Record<string, unknown>[],
  conflict: string,
) =>
  bulkInsert(
    trx,
    table,
    columns,
    rows.map((row) => toRow(columns, row)),
    { conflict },
  );

const hashOf = (record: LeiRecord) => createHash("sha256").update(JSON.stringify(record)).digest("base64url");

type Existing = { lei: string; company_id: string; record_hash: string | null; company_source: string | null };

/** The LEIs of the chunk already known: from lei_records, else a company of another source with that LEI. */
async function existing(trx: Transaction<DB>, leis: string[]): Promise<Map<string, Existing>> {
  const { rows } = await sql<Existing>`
    SELECT l.lei, l.company_id::text AS company_id, r.record_hash, c.source AS company_source
    FROM unnest(${leis}::text[]) AS l0(lei)
    CROSS JOIN LATERAL (
      SELECT lr.lei, lr.company_id FROM lei_records lr WHERE lr.lei = l0.lei
      UNION ALL
      SELECT c.lei, c.id FROM companies c WHERE c.lei = l0.lei
        AND NOT EXISTS (SELECT 1 FROM lei_records x WHERE x.lei = l0.lei)
      LIMIT 1
    ) l
    LEFT JOIN lei_records r ON r.lei = l.lei
    LEFT JOIN companies c ON c.id = l.company_id`.execute(trx);
  return new Map(rows.map((r) => [r.lei, r]));
}

async function nextCompanyId(trx: Transaction<DB>): Promise<number> {
  const low = ID_PREFIX.gleif * ID_SPAN;
  const { rows } = await sql<{ max: string | null }>`SELECT max(id)::text AS max FROM companies
    WHERE id >= ${low} AND id < ${low + ID_SPAN}`.execute(trx);
  return Number(rows[0]?.max ?? low) + 1;
}

/** ISO 20275 names of the chunk's ELF codes, from the reference data (English name first). */
async function legalFormNames(trx: Transaction<DB>, codes: string[]): Promise<Map<string, string>> {
  const { rows } = await sql<{ elf_code: string; name: string }>`
    SELECT DISTINCT ON (elf_code) elf_code, COALESCE(NULLIF(transliterated_name, ''), local_name) AS name
    FROM legal_forms WHERE elf_code = ANY(${codes}::text[]) AND local_name <> ''
    ORDER BY elf_code, (language_code = 'en') DESC, language_code`.execute(trx);
  return new Map(rows.map((r) => [r.elf_code, r.name]));
}

function companyRow(record: LeiRecord, id: number | string, legalForm: string | null, source: string) {
  const legal = record.addresses.find((a) => a.kind === "registered");
  const name = record.latin_name ?? record.legal_name;
  return {
    id,
    aaa_id: aaaId(id),
    name,
    name_native: record.latin_name ? record.legal_name : null,
    country_code: legal?.country_code ?? null,
    jurisdiction: record.legal_jurisdiction,
    legal_form_elf: record.legal_form_elf && /^[A-Z0-9]{4}$/.test(record.legal_form_elf) ? record.legal_form_elf : null,
    legal_form: legalForm,
    status: record.status,
    founded_on: record.created_on,
    dissolved_on: record.dissolved_on,
    lei: record.lei,
    registry_number: record.registration_authority_entity_id,
    entity_type: record.entity_category,
    data_quality: dataQuality({
      name,
      country_code: legal?.country_code,
      registry_or_tax_id: record.registration_authority_entity_id ?? record.lei,
      legal_form: legalForm,
      address: legal,
      founded_on: record.created_on,
      status: record.entity_status,
    }),
    last_update: record.last_update_date,
    source,
  };
}

/** The companies columns GLEIF owns on its own companies (a re-import rewrites them). */
const OWNED = [
  "aaa_id",
  "name",
  "name_native",
  "country_code",
  "jurisdiction",
  "legal_form_elf",
  "legal_form",
  "status",
  "founded_on",
  "dissolved_on",
  "lei",
  "registry_number",
  "entity_type",
  "data_quality",
  "last_update",
  "source",
] as const;
const COMPANY_COLUMNS = columns(`id:bigint aaa_id name name_native country_code jurisdiction legal_form_elf legal_form
  status founded_on:date dissolved_on:date lei registry_number entity_type data_quality:int last_update:date source`);

/** On another source's company GLEIF only fills what that source left empty. */
const FILLED = [
  "jurisdiction",
  "legal_form_elf",
  "legal_form",
  "founded_on",
  "registry_number",
  "entity_type",
] as const;

/**
 * Upserts a chunk of LEI records. A record whose mapped content is unchanged (same hash in
 * lei_records) is left alone. A new LEI becomes a new company unless a company of another source
 * already has that LEI: then GLEIF only fills the columns that company leaves empty, and adds its
 * names and addresses next to the other source's. Names and addresses GLEIF wrote before are
 * replaced (source 'gleif-lei:%'); other sources' rows are never touched.
 */
export async function writeLeiRecords(
  trx: Transaction<DB>,
  records: LeiRecord[],
  source: string,
): Promise<ChunkCounts> {
  const known = await existing(
    trx,
    records.map((r) => r.lei),
  );
  const counts: ChunkCounts = { inserted: 0, updated: 0, unchanged: 0 };
  const changed: { record: LeiRecord; id: string | number; own: boolean; hash: string }[] = [];
  let nextId: number | undefined;
  for (const record of records) {
    const hash = hashOf(record);
    const before = known.get(record.lei);
    if (before?.record_hash === hash) {
      counts.unchanged++;
      continue;
    }
    if (before?.record_hash) counts.updated++;
    else counts.inserted++;
    nextId ??= before ? undefined : await nextCompanyId(trx);
    const id = before?.company_id ?? (nextId as number)++;
    const own = !before?.company_source || before.company_source.startsWith("gleif-lei:");
    changed.push({ record, id, own, hash });
  }
  if (changed.length === 0) return counts;
  const forms = await legalFormNames(trx, [
    ...new Set(changed.map((c) => c.record.legal_form_elf).filter((c): c is string => c !== null)),
  ]);
  const formName = (r: LeiRecord) =>
    (r.legal_form_elf && forms.get(r.legal_form_elf)) || (r.legal_form_elf === "8888" ? r.other_legal_form : null);
  const ids = changed.map((c) => String(c.id));
  const own = changed.filter((c) => c.own);
  await upsert(
    trx,
    "companies",
    COMPANY_COLUMNS,
    own.map((c) => companyRow(c.record, c.id, formName(c.record), source)),
    `ON CONFLICT (id) DO UPDATE SET ${OWNED.map((col) => `${col} = EXCLUDED.${col}`).join(", ")}`,
  );
  for (const c of changed.filter((c) => !c.own)) {
    const row = companyRow(c.record, c.id, formName(c.record), source);
    await sql`UPDATE companies SET ${sql.join(
      FILLED.map((col) => sql`${sql.ref(col)} = COALESCE(${sql.ref(col)}, ${row[col]})`),
    )} WHERE id = ${c.id}`.execute(trx);
  }
  await sql`DELETE FROM company_names WHERE company_id = ANY(${ids}::bigint[]) AND source LIKE ${GLEIF_SOURCE}`.execute(
    trx,
  );
  await sql`DELETE FROM company_addresses WHERE company_id = ANY(${ids}::bigint[]) AND source LIKE ${GLEIF_SOURCE}`.execute(
    trx,
  );
  const names = changed.flatMap(({ record, id, own: isOwn }) => {
    const latinOf = (name: string, transliterated: boolean) =>
      transliterated ? null : record.latin_name && name === record.legal_name ? record.latin_name : null;
    // The legal name is the primary name of GLEIF's own companies, an alias of another source's.
    const legal = { kind: isOwn ? "primary" : "alias", name: record.legal_name, transliterated: false };
    const all = [legal, ...record.names];
    return all.map((n) => {
      const latin = latinOf(n.name, n.transliterated);
      return { company_id: id, kind: n.kind, name: n.name, latin, normalised: normaliseName(latin ?? n.name), source };
    });
  });
  await upsert(trx, "company_names", C.company_names, names, "ON CONFLICT DO NOTHING");
  const addresses = changed.flatMap(({ record, id, own: isOwn }) =>
    record.addresses.map((a, i) => ({ company_id: id, seq: (isOwn ? SEQ.own : SEQ.foreign) + i, ...a, source })),
  );
  await upsert(trx, "company_addresses", C.company_addresses, addresses, "ON CONFLICT DO NOTHING");
  await bulkInsert(
    trx,
    "lei_records",
    LEI_RECORD_COLUMNS,
    changed.map(({ record, id, hash }) => [
      record.lei,
      id,
      record.legal_name,
      record.entity_status,
      record.entity_category,
      record.entity_sub_category,
      record.legal_form_elf,
      record.other_legal_form,
      record.registration_authority_id,
      record.registration_authority_entity_id,
      record.legal_jurisdiction,
      record.initial_registration_date,
      record.last_update_date,
      record.registration_status,
      record.next_renewal_date,
      record.managing_lou,
      record.validation_sources,
      hash,
      source,
    ]),
    {
      conflict: `ON CONFLICT (lei) DO UPDATE SET ${LEI_RECORD_COLUMNS.slice(1)
        .map((c) => `${c.name} = EXCLUDED.${c.name}`)
        .join(", ")}`,
    },
  );
  return counts;
}

const LEI_RECORD_COLUMNS = [
  { name: "lei", type: "text" },
  { name: "company_id", type: "bigint" },
  { name: "legal_name", type: "text" },
  { name: "entity_status", type: "text" },
  { name: "entity_category", type: "text" },
  { name: "entity_sub_category", type: "text" },
  { name: "legal_form_elf", type: "text" },
  { name: "other_legal_form", type: "text" },
  { name: "registration_authority_id", type: "text" },
  { name: "registration_authority_entity_id", type: "text" },
  { name: "legal_jurisdiction", type: "text" },
  { name: "initial_registration_date", type: "date" },
  { name: "last_update_date", type: "date" },
  { name: "registration_status", type: "text" },
  { name: "next_renewal_date", type: "date" },
  { name: "managing_lou", type: "text" },
  { name: "validation_sources", type: "text" },
  { name: "record_hash", type: "text" },
  { name: "source", type: "text" },
] as const;
