import { idFromAaaId } from "../companies/index.ts";

type RefValue = string | number | undefined;
export type CompanyRefInput = { id?: RefValue; aaaId?: RefValue; companyId?: RefValue };

/** The largest bigint id PostgreSQL stores. */
const MAX_ID = 9_223_372_036_854_775_807n;

/** The value the caller gave, from whichever of the spec's three names carries it. */
export function refValue(ref: CompanyRefInput): string | undefined {
  for (const value of [ref.id, ref.aaaId, ref.companyId]) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== "") return text;
  }
  return undefined;
}

/**
 * The numeric company id (as a decimal string) from an aaa_id ("A6UKX", any case) or a numeric id;
 * undefined for anything else, which the caller answers as an unknown company.
 */
export function parseCompanyId(value: string): string | undefined {
  if (/^\d{1,19}$/.test(value)) {
    const id = BigInt(value);
    return id > 0n && id <= MAX_ID ? id.toString() : undefined;
  }
  const id = idFromAaaId(value.toUpperCase());
  return id !== undefined && id > 0n && id <= MAX_ID ? id.toString() : undefined;
}

/** A person id (people.id): digits only. */
export function parsePersonId(value: string | number): string | undefined {
  const text = String(value).trim();
  if (!/^\d{1,19}$/.test(text)) return undefined;
  const id = BigInt(text);
  return id > 0n && id <= MAX_ID ? id.toString() : undefined;
}
