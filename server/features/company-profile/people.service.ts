import type { MoreEmails, PersonCompanies, PersonProfile } from "../../../contract/company-profile-network.ts";
import type { PeopleSearchQuery, PeopleSearchResult } from "../../../contract/people-search.ts";
import { AppError } from "../../lib/app-error.ts";
import { normalisePersonName } from "../../lib/name-normalise.ts";
import { parseCompanyId, parsePersonId, refValue, type CompanyRefInput } from "./company-ref.ts";
import type { Db } from "./company.repo.ts";
import { provenance, resolveCompany } from "./company.service.ts";
import { mailDomain } from "./mail-domain.ts";
import * as repo from "./people.repo.ts";
import { int, text } from "./sql-values.ts";

export const PERSON_LIST_MAX_ROWS = 200;
export const EMAILS_MAX_ROWS = 50;

async function resolvePerson(db: Db, personId: string | number): Promise<repo.PersonRow> {
  const id = parsePersonId(personId);
  const person = id === undefined ? undefined : await repo.findPerson(db, id);
  if (!person) throw new AppError(404, "personNotFound");
  return person;
}

/** The company the request names, when it names one (person calls take it as optional context). */
function optionalCompanyId(ref: CompanyRefInput): string | null {
  const value = refValue(ref);
  return value === undefined ? null : (parseCompanyId(value) ?? null);
}

export async function getPersonProfile(
  db: Db,
  body: CompanyRefInput & { personId: string | number },
): Promise<PersonProfile> {
  const person = await resolvePerson(db, body.personId);
  const personId = text(person.id);
  const companyId = optionalCompanyId(body);
  const [roles, companyCount] = await Promise.all([
    repo.personRoles(db, personId, companyId, PERSON_LIST_MAX_ROWS),
    repo.personCompanyCount(db, personId),
  ]);
  return {
    personId,
    name: person.name,
    nameNative: person.name_native,
    gender: person.gender,
    birthYear: person.birth_year === null ? null : Number(person.birth_year),
    nationality: person.nationality,
    education: person.education,
    email: person.email,
    phone: person.phone,
    roles: roles.map((r) => ({
      companyId: text(r.company_id),
      aaaId: r.aaa_id,
      companyName: r.company_name,
      position: r.position,
      department: r.department,
      isShareholder: r.is_shareholder,
      startDate: r.start_date,
      endDate: r.end_date,
      ...provenance(r),
    })),
    companyCount,
    ...provenance(person),
  };
}

export async function getPersonRelateCompany(
  db: Db,
  body: CompanyRefInput & { personId: string | number },
): Promise<PersonCompanies> {
  const person = await resolvePerson(db, body.personId);
  const rows = await repo.personCompanies(db, text(person.id), optionalCompanyId(body), PERSON_LIST_MAX_ROWS + 1);
  const list = rows.slice(0, PERSON_LIST_MAX_ROWS).map((r) => ({
    companyId: text(r.company_id),
    aaaId: r.aaa_id,
    name: r.name,
    countryCode: r.country_code,
    status: r.status,
    positions: r.positions,
    share: r.share === null ? null : Number(r.share),
    relation:
      r.is_officer && r.is_holder ? ("both" as const) : r.is_officer ? ("officer" as const) : ("shareholder" as const),
    ...provenance(r),
  }));
  return { list, total: rows[0] ? int(rows[0].total) : 0, truncated: rows.length > PERSON_LIST_MAX_ROWS };
}

export async function searchMoreEmail(db: Db, ref: CompanyRefInput): Promise<MoreEmails> {
  const company = await resolveCompany(db, ref);
  const domain = mailDomain(company.email, company.website);
  if (!domain) return { domain: null, list: [] };
  const rows = await repo.emailsOnDomain(db, domain, company.id, EMAILS_MAX_ROWS);
  return {
    domain,
    list: rows
      .filter((r) => r.email.toLowerCase() !== company.email?.toLowerCase())
      .map((r) => ({ email: r.email, name: r.name, kind: r.kind, position: r.position, ...provenance(r) })),
  };
}

const ROLES_PER_PERSON = 5;

/** GET /gleagle/people/searchDetail: people by the start of their name (folded as stored), with current roles. */
export async function searchPeopleDetail(db: Db, query: PeopleSearchQuery): Promise<PeopleSearchResult> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 10;
  const prefix = normalisePersonName(query.name);
  if (prefix.length < 2) return { total: 0, list: [] };
  const rows = await repo.searchPeople(
    db,
    prefix,
    { offset: (page - 1) * pageSize, limit: pageSize },
    ROLES_PER_PERSON,
  );
  // Past the last page no row carries the total: counted on its own.
  const total = rows[0] ? int(rows[0].total) : await repo.countPeople(db, prefix);
  return {
    total,
    list: rows.map((r) => ({
      personId: r.id,
      name: r.name,
      nationality: r.nationality,
      companyCount: int(r.company_count),
      roles: r.roles ?? [],
      ...provenance(r),
    })),
  };
}
