import { basename } from "node:path";
import { statSync } from "node:fs";
import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { insertObjects } from "../../db/table-columns.ts";
import { ImportFileError, type ChunkCounts, type RecordFormat, type SourceItem } from "../../import/record-format.ts";
import { COMPANY_TABLE_COLUMNS as C } from "./companies.columns.ts";
import { computeFinancialRatios } from "./financial-ratios.sql.ts";
import { cikKey, mapSecCompanies, type SecRecords } from "./sec-companies.mapper.ts";
import { mapSecFinancials, mergeStatements } from "./sec-financials.mapper.ts";
import { FsdsFileError, fsdsSet, readFsdsFilings, type FsdsFiling, type FsdsReject } from "./sec-fsds.reader.ts";
import { afterCompanyImport } from "../../import/after-company-import.ts";
import { cellText } from "../../lib/cell-text.ts";

type Row = Record<string, unknown>;
/** A filer (company, names, address as the EDGAR loader maps an FSDS-only filer), or one statement. */
export type FsdsRecord = { kind: "company"; cik: string; records: SecRecords } | { kind: "statement"; row: Row };

/**
 * The records of an FSDS zip or folder: first every filer, then every statement (the filings of
 * one period merged as the first-start loader merges them), each with the line of its filing in
 * sub.txt; unreadable rows as rejects, and so are the statements of filings whose facts are incomplete.
 */
async function* readFsdsRecords(path: string): AsyncIterable<SourceItem<FsdsRecord>> {
  const rejects: FsdsReject[] = [];
  let filings: FsdsFiling[];
  try {
    filings = await readFsdsFilings(fsdsSet(path), (r) => rejects.push(r));
  } catch (error) {
    if (error instanceof FsdsFileError) throw new ImportFileError(error.message);
    throw error;
  }
  for (const r of rejects)
    yield { file: r.file, line: r.line, reject: r.reason, ...(r.truncated ? { truncated: true } : {}) };
  const byCik = new Map<string, FsdsFiling[]>();
  for (const filing of filings) {
    const cik = cikKey(filing.sub.cik);
    byCik.set(cik, [...(byCik.get(cik) ?? []), filing]);
  }
  for (const [cik, own] of [...byCik].sort((a, b) => Number(a[0]) - Number(b[0]))) {
    const records = mapSecCompanies({
      registrants: [],
      tickers: [],
      submissions: [{ source: "", rows: own.map((f) => f.sub) }],
    });
    const first = own[0] as FsdsFiling;
    yield { file: first.file, line: first.line, record: { kind: "company", cik, records } };
  }
  for (const f of filings) {
    if (f.incomplete) yield { file: f.file, line: f.line, reject: `statements not imported: ${f.incomplete}` };
  }
  const complete = filings.filter((f) => !f.incomplete);
  const filingOf = new Map(complete.map((f) => [f.sub.adsh, f]));
  for (const row of mapSecFinancials([{ source: "", filings: complete }])) {
    const filing = filingOf.get(row.filing_ref as string) as FsdsFiling;
    yield { file: filing.file, line: filing.line, record: { kind: "statement", row } };
  }
}

const STATEMENT_COLUMNS = C.financial_statements.filter((c) => c.name !== "source");
const comparable = (row: Row) =>
  JSON.stringify(
    STATEMENT_COLUMNS.map(({ name, type }) => {
      const value = row[name];
      if (value === null || value === undefined) return null;
      if (type === "numeric") return Number(value).toFixed(2);
      if (type === "int") return String(Number(value));
      return cellText(value);
    }),
  );

/** Filers: new ones created as the EDGAR loader creates FSDS-only filers; known ones get the names they lacked. */
async function writeCompanies(trx: Transaction<DB>, companies: { cik: string; records: SecRecords }[], source: string) {
  const counts: ChunkCounts = { inserted: 0, updated: 0, unchanged: 0 };
  if (companies.length === 0) return counts;
  const ids = companies.map((c) => c.cik);
  const known = new Set(
    (await trx.selectFrom("companies").select("id").where("id", "in", ids).execute()).map((r) => String(r.id)),
  );
  const { rows: names } = await sql<{ key: string }>`SELECT company_id || '|' || kind || '|' || name AS key
    FROM company_names WHERE company_id = ANY(${ids}::bigint[])`.execute(trx);
  const haveName = new Set(names.map((r) => r.key));
  const withSource = (rows: Row[]) => rows.map((r) => ({ ...r, source }));
  const fresh = companies.filter((c) => !known.has(c.cik));
  const newNames: Row[] = [];
  for (const c of companies) {
    const missing = c.records.names.filter(
      (n) => !haveName.has(`${String(n.company_id)}|${String(n.kind)}|${String(n.name)}`),
    );
    if (!known.has(c.cik)) counts.inserted++;
    else if (missing.length > 0) counts.updated++;
    else counts.unchanged++;
    newNames.push(...missing);
  }
  await insertObjects(trx, "companies", C.companies, withSource(fresh.flatMap((c) => c.records.companies)));
  await insertObjects(trx, "company_names", C.company_names, withSource(newNames));
  await insertObjects(
    trx,
    "company_addresses",
    C.company_addresses,
    withSource(fresh.flatMap((c) => c.records.addresses)),
  );
  return counts;
}

/**
 * Statements upserted by (company, period end, period length), merged with the stored one as
 * filings are merged (the later filing's figures win, the other fills gaps); ratios recomputed for
 * the companies whose statements changed. The first-start loader writes through it too, so that
 * imported statements and shipped ones never collide. `source` replaces the statements' own.
 */
export async function writeStatements(trx: Transaction<DB>, statements: Row[], source?: string): Promise<ChunkCounts> {
  const counts: ChunkCounts = { inserted: 0, updated: 0, unchanged: 0 };
  if (statements.length === 0) return counts;
  const key = (r: Row) => `${String(r.company_id)}|${String(r.period_end)}|${String(r.period_months)}`;
  const { rows: stored } = await sql<Row>`SELECT ${sql.raw(
    STATEMENT_COLUMNS.map(({ name, type }) =>
      type === "date" ? `to_char(${name}, 'YYYY-MM-DD') AS ${name}` : type === "bigint" ? `${name}::text` : name,
    ).join(", "),
  )}, source FROM financial_statements
    WHERE company_id = ANY(${[...new Set(statements.map((s) => String(s.company_id)))]}::bigint[])`.execute(trx);
  const before = new Map(stored.map((r) => [key(r), r]));
  const write: Row[] = [];
  const replaced: Row[] = [];
  for (const statement of statements) {
    const incoming = { ...statement, source: source ?? statement.source, filed: cellText(statement.filed_on ?? "") };
    const old = before.get(key(statement));
    const merged = old ? mergeStatements([{ ...old, filed: cellText(old.filed_on ?? "") }, incoming]) : incoming;
    if (old && comparable(old) === comparable(merged)) {
      counts.unchanged++;
      continue;
    }
    if (old) {
      counts.updated++;
      replaced.push(old);
    } else counts.inserted++;
    write.push(merged);
  }
  if (replaced.length > 0) {
    await sql`DELETE FROM financial_statements f USING unnest(${replaced.map((r) => r.company_id)}::bigint[],
      ${replaced.map((r) => r.period_end)}::date[], ${replaced.map((r) => r.period_months)}::int[]) AS o(c, p, m)
      WHERE f.company_id = o.c AND f.period_end = o.p AND f.period_months = o.m`.execute(trx);
  }
  await insertObjects(trx, "financial_statements", C.financial_statements, write);
  if (write.length > 0) await computeFinancialRatios(trx, "%", [...new Set(write.map((r) => String(r.company_id)))]);
  return counts;
}

async function writeFsds(trx: Transaction<DB>, records: FsdsRecord[], source: string): Promise<ChunkCounts> {
  const companies = await writeCompanies(
    trx,
    records.flatMap((r) => (r.kind === "company" ? [r] : [])),
    source,
  );
  const statements = await writeStatements(
    trx,
    records.flatMap((r) => (r.kind === "statement" ? [r.row] : [])),
    source,
  );
  return {
    inserted: companies.inserted + statements.inserted,
    updated: companies.updated + statements.updated,
    unchanged: companies.unchanged + statements.unchanged,
  };
}

/** The set's quarter (2009q3) or day (daily-20250701) from its name, else --version, else the file's date. */
function fsdsVersion(path: string, given: string | undefined): string {
  if (given) return given;
  const name = basename(path).toLowerCase();
  const found = /(daily-\d{8})/.exec(name)?.[1] ?? /(\d{4}q[1-4])/.exec(name)?.[1];
  return found ?? statSync(path).mtime.toISOString().slice(0, 10);
}

const fsdsCommon = {
  dataset: "sec-fsds",
  version: async (path: string, given?: string) => fsdsVersion(path, given),
  read: readFsdsRecords,
  key: (r: FsdsRecord) =>
    r.kind === "company"
      ? `company ${r.cik}`
      : `statement ${String(r.row.company_id)} ${String(r.row.period_end)} ${String(r.row.period_months)}`,
  writeChunk: writeFsds,
  afterImport: afterCompanyImport,
};

export const secFsdsZipFormat: RecordFormat<FsdsRecord> = {
  ...fsdsCommon,
  id: "sec-fsds",
  usage: "SEC Financial Statement Data Set zip (2025q1.zip, or a daily zip): sub.txt and num.txt",
  input: "file",
};

export const secFsdsDirFormat: RecordFormat<FsdsRecord> = {
  ...fsdsCommon,
  id: "sec-fsds-dir",
  usage: "an unzipped SEC Financial Statement Data Set (folder with sub.txt and num.txt)",
  input: "dir",
};
