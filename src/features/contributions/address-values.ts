import { ADDRESS_KINDS } from "../../../contract/contributions.ts";

export type AddressKind = (typeof ADDRESS_KINDS)[number];
export type AddressValues = {
  kind: AddressKind;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postcode: string;
  countryCode: string;
};

export const EMPTY_ADDRESS: AddressValues = {
  kind: "operation",
  line1: "",
  line2: "",
  city: "",
  region: "",
  postcode: "",
  countryCode: "",
};

/** An address row of the Locations tab (getCompanyLocations): `key` is "<company>:<seq>". */
export type LocationRow = {
  key: string;
  type: string;
  line1: string | null;
  line2: string | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
  countryCode: string | null;
};

/**
 * The company's own address behind a Locations row, as a correction form starts from it: its seq and
 * values. Null for a subsidiary's address (not this company's to correct). The first address is shown
 * as "subject", its kind not told: the server lists a registered address first when there is one, so
 * "registered" (the form lets the user change it).
 */
export function addressOfLocation(row: LocationRow): { seq: number; values: AddressValues } | null {
  if (row.type === "subsidiary") return null;
  const seq = Number(row.key.slice(row.key.lastIndexOf(":") + 1));
  if (!Number.isInteger(seq) || seq < 1) return null;
  const kind = (ADDRESS_KINDS as readonly string[]).includes(row.type) ? (row.type as AddressKind) : "registered";
  return {
    seq,
    values: {
      kind,
      line1: row.line1 ?? "",
      line2: row.line2 ?? "",
      city: row.city ?? "",
      region: row.region ?? "",
      postcode: row.postcode ?? "",
      countryCode: row.countryCode ?? "",
    },
  };
}
