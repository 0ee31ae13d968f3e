import type {
  Branch,
  CompanyBranches,
  CompanyRelated,
  NetworkChart,
  RelatedCompany,
  RelatedSummary,
  RelationKind,
} from "../../../contract/company-profile-network.ts";
import type { CompanyRefInput } from "./company-ref.ts";
import type { CompanyRow, Db } from "./company.repo.ts";
import { combinedProvenance, heading, provenance, resolveCompany } from "./company.service.ts";
import * as repo from "./related.repo.ts";
import { textOrNull } from "./sql-values.ts";

export const RELATED_MAX_ROWS = 500;
/** A star chart stays readable up to this many nodes; the list shows the rest. */
export const CHART_MAX_NODES = 150;

function toRelated(row: repo.RelatedRow): RelatedCompany {
  return {
    key: row.key,
    relation: row.relation,
    name: row.name,
    companyId: textOrNull(row.company_id),
    aaaId: row.aaa_id,
    lei: row.lei,
    countryCode: row.country_code,
    city: row.city,
    ...provenance(row),
  };
}

/** Each related company once per relation: the company's own record first, then the reverse, then GLEIF. */
export function dedupeRelated(rows: readonly RelatedCompany[]): RelatedCompany[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const identity = row.companyId ?? row.lei ?? row.key;
    const key = `${row.relation}|${identity}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function relatedOf(db: Db, company: CompanyRow, relation?: RelationKind) {
  const [own, reverse, gleif] = await Promise.all([
    repo.ownRelations(db, company.id, RELATED_MAX_ROWS + 1),
    repo.reverseRelations(db, company.id, RELATED_MAX_ROWS + 1),
    company.lei ? repo.gleifRelations(db, company.lei, RELATED_MAX_ROWS + 1) : Promise.resolve([]),
  ]);
  const all = dedupeRelated([...own, ...reverse, ...gleif].map(toRelated)).filter(
    (r) => r.relation !== "branch" && (relation === undefined || r.relation === relation),
  );
  const truncated = all.length > RELATED_MAX_ROWS || [own, reverse, gleif].some((r) => r.length > RELATED_MAX_ROWS);
  return { list: all.slice(0, RELATED_MAX_ROWS), truncated };
}

export async function getCompanyRelated(
  db: Db,
  ref: CompanyRefInput,
  relation?: RelationKind,
): Promise<CompanyRelated> {
  const company = await resolveCompany(db, ref);
  const { list, truncated } = await relatedOf(db, company, relation);
  return { list, total: list.length, truncated };
}

function countBy(values: readonly string[]) {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
}

export async function getRelatedSummary(db: Db, ref: CompanyRefInput): Promise<RelatedSummary> {
  const company = await resolveCompany(db, ref);
  const { list } = await relatedOf(db, company);
  return {
    total: list.length,
    byRelation: countBy(list.map((r) => r.relation)),
    byCountry: countBy(list.map((r) => r.countryCode ?? "")),
    ...combinedProvenance(list, provenance(company)),
  };
}

export async function getCompanyRelatedChart(db: Db, ref: CompanyRefInput): Promise<NetworkChart> {
  const company = await resolveCompany(db, ref);
  const { list, truncated } = await relatedOf(db, company);
  return {
    root: heading(company),
    nodes: list.slice(0, CHART_MAX_NODES).map((r) => ({
      key: r.key,
      group: r.relation,
      name: r.name,
      aaaId: r.aaaId,
      countryCode: r.countryCode,
      source: r.source,
      isDemo: r.isDemo,
    })),
    truncated: truncated || list.length > CHART_MAX_NODES,
  };
}

async function branchesOf(db: Db, company: CompanyRow): Promise<{ list: Branch[]; truncated: boolean }> {
  const [own, gleif] = await Promise.all([
    repo.branches(db, company.id, RELATED_MAX_ROWS + 1),
    company.lei ? repo.gleifRelations(db, company.lei, RELATED_MAX_ROWS + 1) : Promise.resolve([]),
  ]);
  const rows = [...own, ...gleif.filter((r) => r.relation === "branch")];
  const list = rows.slice(0, RELATED_MAX_ROWS).map((r) => ({
    key: r.key,
    name: r.name,
    countryCode: r.country_code,
    city: r.city,
    ...provenance(r),
  }));
  return { list, truncated: rows.length > RELATED_MAX_ROWS };
}

export async function getCompanyBranch(db: Db, ref: CompanyRefInput): Promise<CompanyBranches> {
  const company = await resolveCompany(db, ref);
  const { list, truncated } = await branchesOf(db, company);
  return { list, total: list.length, truncated };
}

export async function getCompanyBranchChart(db: Db, ref: CompanyRefInput): Promise<NetworkChart> {
  const company = await resolveCompany(db, ref);
  const { list, truncated } = await branchesOf(db, company);
  return {
    root: heading(company),
    nodes: list.slice(0, CHART_MAX_NODES).map((b) => ({
      key: b.key,
      group: b.countryCode ?? "",
      name: b.city ? `${b.name} (${b.city})` : b.name,
      aaaId: null,
      countryCode: b.countryCode,
      source: b.source,
      isDemo: b.isDemo,
    })),
    truncated: truncated || list.length > CHART_MAX_NODES,
  };
}
