import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { COMPANY_LABEL_KEYS, type CompanyLabelKey, type CompanyRow } from "../../../contract/company-search.ts";
import { EXPORT_MAX_ROWS, type ExportQuery } from "../../../contract/company-search-actions.ts";
import type { Locale } from "../../../contract/locales.ts";
import { translate } from "../../i18n/messages.ts";
import { companiesByIds } from "./company-search.repo.ts";
import { isoDay, searchRecords } from "./company-search.service.ts";
import { parseIdList, resolveAaaIds } from "./company-compare.service.ts";
import { toCompanyRow } from "./company-row.ts";
import { buildPlan } from "./search-plan.ts";
import { exportTable } from "./export-table.ts";
import { toCsv, toXlsx } from "./export-files.ts";

export type ExportFile = {
  body: Buffer;
  contentType: string;
  fileName: string;
  /** Rows of the whole result, and rows written (at most EXPORT_MAX_ROWS). */
  total: number;
  written: number;
};

const CONTENT_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** The rows to write: the selection as given, or the filtered result in its order, capped. */
async function exportRows(
  db: Kysely<DB>,
  query: ExportQuery,
  now: Date,
): Promise<{ rows: CompanyRow[]; total: number }> {
  if (query.ids) {
    const { ids } = resolveAaaIds(parseIdList(query.ids));
    const rows = (await companiesByIds(db, ids, isoDay(now))).map(toCompanyRow);
    return { rows, total: rows.length };
  }
  const plan = { ...buildPlan(query), page: 1, pageSize: EXPORT_MAX_ROWS };
  const { records, total } = await searchRecords(db, plan, now, { limit: EXPORT_MAX_ROWS, offset: 0 });
  return { rows: records.map(toCompanyRow), total };
}

function columnsOf(query: ExportQuery): CompanyLabelKey[] {
  if (!query.columns) return [...COMPANY_LABEL_KEYS];
  const asked = query.columns.split(",") as CompanyLabelKey[];
  return [...new Set<CompanyLabelKey>(["name", ...asked])];
}

export async function exportCompanies(
  db: Kysely<DB>,
  query: ExportQuery,
  locale: Locale,
  now: Date,
): Promise<ExportFile> {
  const { rows, total } = await exportRows(db, query, now);
  const table = exportTable(rows, columnsOf(query), locale);
  const body = query.format === "xlsx" ? await toXlsx(table, translate(locale, "csExportSheet"), now) : toCsv(table);
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
  return {
    body,
    contentType: CONTENT_TYPES[query.format],
    fileName: `companies-${stamp}.${query.format}`,
    total,
    written: rows.length,
  };
}
