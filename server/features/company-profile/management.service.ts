import type {
  CompanyManagement,
  ManagementFilter,
  ManagementQuery,
  ManagementSummary,
  Officer,
} from "../../../contract/company-profile-network.ts";
import type { CompanyRefInput } from "./company-ref.ts";
import type { Db } from "./company.repo.ts";
import { resolveCompany } from "./company.service.ts";
import * as repo from "./management.repo.ts";
import { int } from "./sql-values.ts";

function toOfficer(row: repo.OfficerRow, withContacts: boolean): Officer {
  return {
    personId: String(row.person_id),
    name: row.name,
    nameNative: row.name_native,
    position: row.roles[0] ?? "",
    roles: row.roles,
    department: row.department,
    nationality: row.nationality,
    isShareholder: row.is_shareholder,
    isVerified: row.is_verified,
    isCurrent: row.is_current,
    startDate: row.start_date,
    endDate: row.end_date,
    education: row.education,
    email: withContacts ? row.email : null,
    phone: withContacts ? row.phone : null,
    otherCompanies: int(row.other_companies),
    source: row.source,
    isDemo: row.is_demo,
  };
}

export async function getCompanyManagement(
  db: Db,
  query: CompanyRefInput & ManagementQuery,
  { withContacts }: { withContacts: boolean },
): Promise<CompanyManagement> {
  const company = await resolveCompany(db, query);
  const pageNum = query.pageNum ?? 1;
  const pageSize = query.pageSize ?? 20;
  const blank = (value: string | undefined) => (value && value.trim() !== "" ? value.trim() : undefined);
  const rows = await repo.officers(
    db,
    company.id,
    {
      department: blank(query.department),
      position: blank(query.position),
      keyword: blank(query.keyword),
      status: query.status,
    },
    pageSize,
    (pageNum - 1) * pageSize,
  );
  const total = rows[0] ? int(rows[0].total) : 0;
  return { list: rows.map((row) => toOfficer(row, withContacts)), total, pageNum, pageSize };
}

export async function getManagementSummary(db: Db, ref: CompanyRefInput): Promise<ManagementSummary> {
  const company = await resolveCompany(db, ref);
  const [counts, departments] = await Promise.all([
    repo.managementCounts(db, company.id),
    repo.roleValues(db, company.id, "department"),
  ]);
  return {
    total: int(counts.total),
    current: int(counts.current),
    former: int(counts.total) - int(counts.current),
    shareholders: int(counts.shareholders),
    verified: int(counts.verified),
    byDepartment: departments.map((d) => ({ value: d.value, count: int(d.count) })),
    source: counts.sources ?? company.source,
    isDemo: counts.all_demo ?? company.is_demo,
  };
}

export async function getManagementFilter(db: Db, ref: CompanyRefInput): Promise<ManagementFilter> {
  const company = await resolveCompany(db, ref);
  const [departments, positions] = await Promise.all([
    repo.roleValues(db, company.id, "department"),
    repo.roleValues(db, company.id, "position"),
  ]);
  const counts = (rows: { value: string; count: number | string }[]) =>
    rows.map((r) => ({ value: r.value, count: int(r.count) }));
  return { departments: counts(departments), positions: counts(positions) };
}
