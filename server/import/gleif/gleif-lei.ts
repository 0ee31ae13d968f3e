import anyAscii from "any-ascii";
import type { XmlNode } from "../xml.ts";
import { xmlChild, xmlChildren, xmlText } from "../xml.ts";
import { isLei, isoDate } from "./gleif-version.ts";

/**
 * A GLEIF LEI record (LEI-CDF 3.x), as both the XML and the golden-copy CSV carry it. The XML is
 * first turned into a row named like the golden-copy CSV's columns ("Entity.LegalAddress.City"), so
 * that one mapping (leiFromRow) serves both formats.
 */
export type LeiName = { kind: "former" | "alias" | "trading"; name: string; transliterated: boolean };
export type LeiAddress = {
  kind: "registered" | "operation";
  line1: string | null;
  line2: string | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
  country_code: string | null;
};
export type LeiRecord = {
  lei: string;
  legal_name: string;
  /** The preferred (else automatic) ASCII transliteration of a legal name in another script. */
  latin_name: string | null;
  names: LeiName[];
  addresses: LeiAddress[];
  registration_authority_id: string | null;
  registration_authority_entity_id: string | null;
  legal_jurisdiction: string | null;
  entity_category: string | null;
  entity_sub_category: string | null;
  legal_form_elf: string | null;
  other_legal_form: string | null;
  entity_status: string | null;
  status: "active" | "inactive" | "dissolved" | "unknown";
  created_on: string | null;
  dissolved_on: string | null;
  initial_registration_date: string | null;
  last_update_date: string | null;
  registration_status: string | null;
  next_renewal_date: string | null;
  managing_lou: string | null;
  validation_sources: string | null;
};

const ADDRESS_PARTS = ["FirstAddressLine", "MailRouting", "City", "Region", "Country", "PostalCode"] as const;
const NAME_KINDS: Record<string, LeiName["kind"]> = {
  PREVIOUS_LEGAL_NAME: "former",
  TRADING_OR_OPERATING_NAME: "trading",
  ALTERNATIVE_LANGUAGE_LEGAL_NAME: "alias",
  PREFERRED_ASCII_TRANSLITERATED_LEGAL_NAME: "alias",
  AUTO_ASCII_TRANSLITERATED_LEGAL_NAME: "alias",
};
export const MAX_REPEATS = 5;

/** The golden-copy CSV columns the LEI importers need (the full file has more; they are ignored). */
export const LEI_REQUIRED_COLUMNS = [
  "LEI",
  "Entity.LegalName",
  "Entity.LegalAddress.City",
  "Entity.LegalAddress.Country",
  "Entity.LegalJurisdiction",
  "Entity.EntityStatus",
  "Entity.LegalForm.EntityLegalFormCode",
  "Registration.RegistrationStatus",
  "Registration.LastUpdateDate",
];

/** An LEI-CDF <LEIRecord> as a golden-copy CSV row (the column names GLEIF publishes). */
export function rowFromLeiXml(node: XmlNode): Record<string, string> {
  const row: Record<string, string> = {};
  const set = (name: string, value: string | null | undefined) => {
    if (value) row[name] = value;
  };
  const entity = xmlChild(node, "Entity");
  set("LEI", xmlText(node, "LEI"));
  set("Entity.LegalName", xmlText(entity, "LegalName"));
  set("Entity.LegalName.xmllang", xmlChild(entity, "LegalName")?.attrs.lang);
  for (const group of ["OtherEntityName", "TransliteratedOtherEntityName"]) {
    xmlChildren(xmlChild(entity, `${group}s`), group)
      .slice(0, MAX_REPEATS)
      .forEach((name, i) => {
        const column = `Entity.${group}s.${group}.${i + 1}`;
        set(column, name.text.trim());
        set(`${column}.xmllang`, name.attrs.lang);
        set(`${column}.type`, name.attrs.type);
      });
  }
  for (const kind of ["LegalAddress", "HeadquartersAddress"]) {
    const address = xmlChild(entity, kind);
    set(`Entity.${kind}.xmllang`, address?.attrs.lang);
    for (const part of ADDRESS_PARTS) set(`Entity.${kind}.${part}`, xmlText(address, part));
    xmlChildren(address, "AdditionalAddressLine")
      .slice(0, 3)
      .forEach((line, i) => set(`Entity.${kind}.AdditionalAddressLine.${i + 1}`, line.text.trim()));
  }
  for (const part of ["RegistrationAuthorityID", "OtherRegistrationAuthorityID", "RegistrationAuthorityEntityID"]) {
    set(`Entity.RegistrationAuthority.${part}`, xmlText(entity, "RegistrationAuthority", part));
  }
  for (const part of [
    "LegalJurisdiction",
    "EntityCategory",
    "EntitySubCategory",
    "EntityStatus",
    "EntityCreationDate",
    "EntityExpirationDate",
    "EntityExpirationReason",
  ]) {
    set(`Entity.${part}`, xmlText(entity, part));
  }
  set("Entity.LegalForm.EntityLegalFormCode", xmlText(entity, "LegalForm", "EntityLegalFormCode"));
  set("Entity.LegalForm.OtherLegalForm", xmlText(entity, "LegalForm", "OtherLegalForm"));
  xmlChildren(xmlChild(entity, "LegalEntityEvents"), "LegalEntityEvent")
    .slice(0, MAX_REPEATS)
    .forEach((event, i) => {
      const column = `Entity.LegalEntityEvents.LegalEntityEvent.${i + 1}`;
      set(`${column}.LegalEntityEventType`, xmlText(event, "LegalEntityEventType"));
      set(`${column}.LegalEntityEventEffectiveDate`, xmlText(event, "LegalEntityEventEffectiveDate"));
    });
  for (const part of [
    "InitialRegistrationDate",
    "LastUpdateDate",
    "RegistrationStatus",
    "NextRenewalDate",
    "ManagingLOU",
    "ValidationSources",
  ]) {
    set(`Registration.${part}`, xmlText(node, "Registration", part));
  }
  return row;
}

const nonLatin = (text: string) => /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(text);

function address(row: Record<string, string>, kind: string, as: LeiAddress["kind"]): LeiAddress | null {
  const get = (part: string) => row[`Entity.${kind}.${part}`]?.trim() || null;
  const extra = [1, 2, 3].map((i) => get(`AdditionalAddressLine.${i}`)).filter(Boolean);
  const value: LeiAddress = {
    kind: as,
    line1: get("FirstAddressLine"),
    line2: extra.length ? extra.join(", ") : null,
    city: get("City"),
    region: get("Region"),
    postcode: get("PostalCode"),
    country_code: get("Country"),
  };
  return value.line1 || value.city || value.country_code ? value : null;
}

/** A golden-copy row (or an XML record turned into one) to an LEI record, or the reason it is rejected. */
export function leiFromRow(row: Record<string, string>): LeiRecord | string {
  const get = (name: string) => row[name]?.trim() || null;
  const lei = get("LEI");
  if (!isLei(lei)) return `LEI ${JSON.stringify(lei ?? "")} is not an LEI (20 characters, ISO 17442)`;
  const legalName = get("Entity.LegalName");
  if (!legalName) return "Entity.LegalName is empty";
  const dates: Record<string, string | null> = {};
  for (const [key, column] of [
    ["created_on", "Entity.EntityCreationDate"],
    ["expired_on", "Entity.EntityExpirationDate"],
    ["initial_registration_date", "Registration.InitialRegistrationDate"],
    ["last_update_date", "Registration.LastUpdateDate"],
    ["next_renewal_date", "Registration.NextRenewalDate"],
    ["event_date", "Entity.LegalEntityEvents.LegalEntityEvent.1.LegalEntityEventEffectiveDate"],
  ] as const) {
    const date = isoDate(get(column));
    if (date === undefined) return `${column} ${JSON.stringify(get(column))} is not a date`;
    dates[key] = date;
  }
  const addresses = [
    address(row, "LegalAddress", "registered"),
    address(row, "HeadquartersAddress", "operation"),
  ].filter((a): a is LeiAddress => a !== null);
  for (const a of addresses) {
    if (a.country_code && !/^[A-Z]{2}$/.test(a.country_code)) {
      return `country ${JSON.stringify(a.country_code)} is not an ISO 3166 code`;
    }
  }
  const names: LeiName[] = [];
  let latin: string | null = null;
  for (const group of ["OtherEntityName", "TransliteratedOtherEntityName"]) {
    for (let i = 1; i <= MAX_REPEATS; i++) {
      const column = `Entity.${group}s.${group}.${i}`;
      const name = get(column);
      if (!name) continue;
      const type = get(`${column}.type`) ?? "";
      const transliterated = group.startsWith("Transliterated");
      if (transliterated && (latin === null || type.startsWith("PREFERRED"))) latin = name;
      if (!names.some((n) => n.name === name)) names.push({ kind: NAME_KINDS[type] ?? "alias", name, transliterated });
    }
  }
  const entityStatus = get("Entity.EntityStatus");
  const dissolved =
    entityStatus === "INACTIVE" &&
    (get("Entity.EntityExpirationReason") === "DISSOLVED" ||
      get("Entity.LegalEntityEvents.LegalEntityEvent.1.LegalEntityEventType") === "DISSOLUTION");
  return {
    lei,
    legal_name: legalName,
    latin_name: nonLatin(legalName) ? (latin ?? anyAscii(legalName)) : null,
    names,
    addresses,
    registration_authority_id: get("Entity.RegistrationAuthority.RegistrationAuthorityID"),
    registration_authority_entity_id: get("Entity.RegistrationAuthority.RegistrationAuthorityEntityID"),
    legal_jurisdiction: get("Entity.LegalJurisdiction"),
    entity_category: get("Entity.EntityCategory"),
    entity_sub_category: get("Entity.EntitySubCategory"),
    legal_form_elf: get("Entity.LegalForm.EntityLegalFormCode"),
    other_legal_form: get("Entity.LegalForm.OtherLegalForm"),
    entity_status: entityStatus,
    status: dissolved
      ? "dissolved"
      : entityStatus === "ACTIVE"
        ? "active"
        : entityStatus === "INACTIVE"
          ? "inactive"
          : "unknown",
    created_on: dates.created_on ?? null,
    dissolved_on: dissolved ? (dates.expired_on ?? dates.event_date ?? null) : null,
    initial_registration_date: dates.initial_registration_date ?? null,
    last_update_date: dates.last_update_date ?? null,
    registration_status: get("Registration.RegistrationStatus"),
    next_renewal_date: dates.next_renewal_date ?? null,
    managing_lou: get("Registration.ManagingLOU"),
    validation_sources: get("Registration.ValidationSources"),
  };
}
