import type { IndustryCode } from "../../../contract/company-profile-business.ts";
import type { CompanyRow, Db } from "./company.repo.ts";
import { provenance } from "./company.service.ts";
import { industryPaths, type IndustryPathRow } from "./industry.repo.ts";

/**
 * Our scheme names and the reference tables' ones. A SIC title comes with the filing when the
 * source gives it, else from SEC's SIC list.
 */
const REFERENCE_SCHEME = { ISIC: "isic4", NACE: "nace2", NAICS: "naics2017", SIC: "sic" } as const;
type Scheme = IndustryCode["scheme"];

/** A NACE class written without its dot ("6201") in the form the NACE table uses ("62.01"). */
export function naceForms(code: string): string[] {
  const forms = [code];
  if (/^\d{3,4}$/.test(code)) forms.push(`${code.slice(0, 2)}.${code.slice(2)}`);
  return forms;
}

function assigned(company: CompanyRow): { scheme: Scheme; code: string }[] {
  const list: { scheme: Scheme; code: string | null }[] = [
    { scheme: "ISIC", code: company.isic },
    { scheme: "NACE", code: company.nace },
    { scheme: "NAICS", code: company.naics },
    { scheme: "SIC", code: company.sic },
    { scheme: "AAAIC", code: company.own_industry },
  ];
  return list.flatMap((c) => (c.code && c.code.trim() !== "" ? [{ scheme: c.scheme, code: c.code.trim() }] : []));
}

function lookups(codes: { scheme: Scheme; code: string }[]): { scheme: string; code: string }[] {
  return codes.flatMap(({ scheme, code }): { scheme: string; code: string }[] => {
    if (scheme === "NACE") return naceForms(code).map((form) => ({ scheme: REFERENCE_SCHEME.NACE, code: form }));
    if (scheme === "ISIC" || scheme === "NAICS") return [{ scheme: REFERENCE_SCHEME[scheme], code }];
    if (scheme === "SIC") return [{ scheme: REFERENCE_SCHEME.SIC, code: sicForm(code) }];
    return [];
  });
}

/** A SIC code as SEC's list writes it: four digits ("100" is filed for 0100). */
const sicForm = (code: string) => (/^\d{1,3}$/.test(code) ? code.padStart(4, "0") : code);

function pathFor(rows: IndustryPathRow[], scheme: Scheme, code: string): IndustryPathRow[] {
  const tableScheme = scheme === "AAAIC" ? null : REFERENCE_SCHEME[scheme];
  if (!tableScheme) return [];
  const forms = scheme === "NACE" ? naceForms(code) : scheme === "SIC" ? [sicForm(code)] : [code];
  return rows.filter((r) => r.scheme === tableScheme && forms.includes(r.leaf));
}

/**
 * The industry codes the data holds for the company, in the order ISIC, NACE, NAICS, SIC and our own
 * classification; descriptions and ancestors from the reference tables when they are loaded.
 */
export async function companyIndustryCodes(db: Db, company: CompanyRow): Promise<IndustryCode[]> {
  const codes = assigned(company);
  const rows = await industryPaths(db, lookups(codes));
  return codes.map(({ scheme, code }) => {
    const path = pathFor(rows, scheme, code);
    const leaf = path.find((r) => r.code === r.leaf);
    const filed = scheme === "SIC" ? company.sic_description : null;
    const description = filed ?? leaf?.description ?? null;
    const descriptionSource = filed ? company.source : (leaf?.source ?? null);
    return {
      scheme,
      code,
      description,
      path: path.map((r) => ({ code: r.code, levelName: r.level_name, description: r.description })),
      descriptionSource,
      ...provenance(company),
    };
  });
}
