import type { Kysely } from "kysely";
import type { Static } from "typebox";
import type {
  LawsuitPageQuery,
  LawsuitSummary,
  NewsFilterConditions,
  NewsItem,
  NewsPage,
  NewsQuery,
} from "../../../contract/publications.ts";
import { API_BASE } from "../../../contract/constants.ts";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { parseCompanyId } from "../company-profile/index.ts";
import { pdfDocument, type PdfLine } from "./news-pdf.ts";
import * as repo from "./publications.repo.ts";
import { summariseLawsuits } from "./lawsuit-summary.ts";

type Db = Kysely<DB>;
const PAGE_SIZE = 20;

/** The numeric id of an existing company, or 404. */
async function existingCompany(db: Db, ref: string): Promise<{ id: string; name: string }> {
  const id = parseCompanyId(ref.trim());
  const name = id === undefined ? undefined : await repo.companyName(db, id);
  if (id === undefined || name === undefined) throw new AppError(404, "companyNotFound");
  return { id, name };
}

const paging = (q: { page?: number | undefined; pageSize?: number | undefined }) => {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? PAGE_SIZE;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
};

function toNewsItem(row: repo.NewsRow): Static<typeof NewsItem> {
  return {
    id: `${row.aaa_id}-${row.seq}`,
    companyId: row.aaa_id,
    companyName: row.company_name,
    countryCode: row.country_code,
    date: row.published_on,
    title: row.title,
    source: row.source_name,
    impact: row.impact,
    category: row.category,
    url: row.url,
    language: row.language,
    isDemo: row.is_demo,
  };
}

export async function news(db: Db, q: Static<typeof NewsQuery>): Promise<Static<typeof NewsPage>> {
  const companyId = q.id ? (await existingCompany(db, q.id)).id : null;
  const { page, pageSize, limit, offset } = paging(q);
  const keyword = q.keyword?.trim() || null;
  const { rows, total } = await repo.newsPage(db, {
    companyId,
    keyword,
    impact: q.impact ?? null,
    category: q.category ?? null,
    source: q.source ?? null,
    country: q.country?.toUpperCase() ?? null,
    from: q.from ?? null,
    to: q.to ?? null,
    limit,
    offset,
  });
  return { rows: rows.map(toNewsItem), total, page, pageSize };
}

export async function newsFilterConditions(
  db: Db,
  id: string | undefined,
): Promise<Static<typeof NewsFilterConditions>> {
  const companyId = id ? (await existingCompany(db, id)).id : null;
  const { range, ...facets } = await repo.newsFacets(db, companyId);
  return { ...facets, firstDate: range.first, lastDate: range.last };
}

/** The news item a `<aaa_id>-<seq>` id names, or 404. */
async function newsItemOf(db: Db, itemId: string): Promise<repo.NewsRow> {
  const cut = itemId.lastIndexOf("-");
  const companyId = parseCompanyId(itemId.slice(0, cut));
  const seq = Number(itemId.slice(cut + 1));
  const row = companyId && seq <= 32767 ? await repo.newsItem(db, companyId, seq) : undefined;
  if (!row) throw new AppError(404, "notFound");
  return row;
}

const fileNameOf = (row: repo.NewsRow) => `news-${row.aaa_id}-${row.seq}.pdf`;

export async function newsPdfLink(db: Db, itemId: string) {
  const row = await newsItemOf(db, itemId);
  const id = `${row.aaa_id}-${row.seq}`;
  return { url: `${API_BASE}/publications/news/pdf?id=${encodeURIComponent(id)}`, fileName: fileNameOf(row) };
}

/** The lines of a news item's PDF (in English: see news-pdf.ts). */
export function newsPdfLines(item: Static<typeof NewsItem>, now: Date): PdfLine[] {
  const lines: PdfLine[] = [
    { text: item.title, bold: true, size: 16 },
    {
      text: `Company: ${item.companyName} (${item.companyId}${item.countryCode ? `, ${item.countryCode}` : ""})`,
      gap: 12,
    },
    { text: `Date: ${item.date}` },
    { text: `Source: ${item.source}` },
    { text: `Impact: ${item.impact}` },
  ];
  if (item.category) lines.push({ text: `Category: ${item.category}` });
  if (item.url) lines.push({ text: `Link: ${item.url}` });
  if (item.isDemo) {
    lines.push({ text: "Demo data: a generated item, not a real news report.", bold: true, gap: 12 });
  }
  lines.push({ text: `Printed by CSI Business Information on ${now.toISOString().slice(0, 10)}.`, size: 9, gap: 24 });
  return lines;
}

export async function newsPdf(db: Db, itemId: string, now: Date) {
  const row = await newsItemOf(db, itemId);
  const item = toNewsItem(row);
  return { fileName: fileNameOf(row), bytes: await pdfDocument(item.title, newsPdfLines(item, now), now) };
}

export async function lawsuits(db: Db, id: string): Promise<Static<typeof LawsuitSummary>> {
  const company = await existingCompany(db, id);
  return { companyName: company.name, ...summariseLawsuits(await repo.lawsuitFacts(db, company.id)) };
}

export async function lawsuitsByPage(db: Db, q: Static<typeof LawsuitPageQuery>) {
  const company = await existingCompany(db, q.id);
  const { page, pageSize, limit, offset } = paging(q);
  const { rows, total } = await repo.lawsuitPage(db, {
    companyId: company.id,
    status: q.status ?? null,
    role: q.role ?? null,
    caseType: q.caseType ?? null,
    limit,
    offset,
  });
  return {
    rows: rows.map((r) => ({
      seq: Number(r.seq),
      caseNumber: r.case_number,
      title: r.title,
      court: r.court,
      countryCode: r.country_code,
      filedOn: r.filed_on,
      closedOn: r.closed_on,
      role: r.role,
      caseType: r.case_type,
      status: r.status,
      counterparty: r.counterparty,
      amount: r.amount === null ? null : Number(r.amount),
      currency: r.currency,
      isDemo: r.is_demo,
    })),
    total,
    page,
    pageSize,
  };
}
