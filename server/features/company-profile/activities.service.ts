import type {
  CompanyIndustry,
  CompanyLocation,
  CompanyLocations,
  CompanyOperating,
  LocationType,
} from "../../../contract/company-profile-business.ts";
import type { CompanyRefInput } from "./company-ref.ts";
import { companyAddresses, countryNames, type AddressRow, type CompanyRow, type Db } from "./company.repo.ts";
import { provenance, resolveCompany } from "./company.service.ts";
import { companyIndustryCodes } from "./industry.service.ts";
import * as repo from "./activities.repo.ts";
import { int, text } from "./sql-values.ts";

export const PRODUCTS_MAX_ROWS = 200;
export const SUBSIDIARY_LOCATIONS_MAX = 500;

export async function getCompanyOperating(db: Db, ref: CompanyRefInput, locale: string): Promise<CompanyOperating> {
  const company = await resolveCompany(db, ref);
  const [codes, places, items] = await Promise.all([
    companyIndustryCodes(db, company),
    repo.territories(db, company.id),
    repo.products(db, company.id, PRODUCTS_MAX_ROWS),
  ]);
  const names = await countryNames(
    db,
    places.map((p) => p.country_code),
    locale,
  );
  return {
    lineOfBusiness: {
      description: company.description,
      activities: codes.map((c) => ({ scheme: c.scheme, code: c.code, description: c.description })),
      entityType: company.entity_type,
      ...provenance(company),
    },
    territories: places.map((p) => ({
      countryCode: p.country_code,
      countryName: names.get(p.country_code) ?? null,
      kinds: p.kinds,
      count: int(p.count),
      ...provenance(p),
    })),
    products: items.map((p) => ({
      seq: Number(p.seq),
      name: p.name,
      description: p.description,
      hsCode: p.hs_code,
      hsDescription: p.hs_description,
      imageUrl: p.image_url,
      ...provenance(p),
    })),
  };
}

function toLocation(
  row: AddressRow,
  type: CompanyLocation["type"],
  owner: { key: string; name: string; aaaId: string | null },
): CompanyLocation {
  return {
    key: `${owner.key}:${row.seq}`,
    type,
    name: owner.name,
    aaaId: owner.aaaId,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postcode: row.postcode,
    countryCode: row.country_code,
    lat: row.lat === null ? null : Number(row.lat),
    lon: row.lon === null ? null : Number(row.lon),
    ...provenance(row),
  };
}

/** Every location of the company, typed: its first address is the subject company's. */
export function typedLocations(
  company: Pick<CompanyRow, "id" | "aaa_id" | "name">,
  own: readonly AddressRow[],
  subsidiaries: readonly repo.SubsidiaryAddressRow[],
): CompanyLocation[] {
  const self = { key: company.id, name: company.name, aaaId: company.aaa_id };
  return [
    ...own.map((row, i) => toLocation(row, i === 0 ? "subject" : row.kind, self)),
    ...subsidiaries.map((row) =>
      toLocation(row, "subsidiary", { key: text(row.company_id), name: row.name, aaaId: row.aaa_id }),
    ),
  ];
}

/** The locations of one type of the spec's selector. The subject's own address also counts as its kind. */
export function locationsOfType(all: readonly CompanyLocation[], own: readonly AddressRow[], type: LocationType) {
  if (type === "all") return [...all];
  if (type === "subject") return all.filter((l) => l.type === "subject");
  const ofKind = (kind: string) => all.filter((l, i) => l.type === kind || (i === 0 && own[0]?.kind === kind));
  return ofKind(type).map((l) => (l.type === "subject" ? { ...l, type } : l));
}

export async function getCompanyLocations(
  db: Db,
  ref: CompanyRefInput,
  type: LocationType = "all",
): Promise<CompanyLocations> {
  const company = await resolveCompany(db, ref);
  const [own, subsidiaries] = await Promise.all([
    companyAddresses(db, company.id),
    repo.subsidiaryAddresses(db, company.id, company.lei, SUBSIDIARY_LOCATIONS_MAX),
  ]);
  const all = typedLocations(company, own, subsidiaries);
  const count = (t: LocationType) => locationsOfType(all, own, t).length;
  return {
    type,
    list: locationsOfType(all, own, type),
    counts: {
      subject: count("subject"),
      subsidiary: count("subsidiary"),
      registered: count("registered"),
      operation: count("operation"),
      all: all.length,
    },
  };
}

export async function getCompanyIndustry(db: Db, ref: CompanyRefInput): Promise<CompanyIndustry> {
  const company = await resolveCompany(db, ref);
  return { codes: await companyIndustryCodes(db, company) };
}
