import { Type, type TObject } from "typebox";
import { InfoProposal } from "../../../contract/contributions.ts";

/** The company information a correction form shows: the INFO_FIELDS without the industry codes. */
export const INFO_FORM_FIELDS = ["website", "email", "phone", "description", "employees"] as const;
export type InfoFormField = (typeof INFO_FORM_FIELDS)[number];
export type InfoValues = Record<InfoFormField, string>;

/**
 * editCompanyPartialInfo's rules for each field the user changes: a field left empty or as shown is
 * allowed (it is not sent), even when the shown value does not follow the rule (a website without "https://").
 */
export function infoForm(shown: InfoValues): TObject {
  return Type.Object(
    Object.fromEntries(
      INFO_FORM_FIELDS.map((field) => [
        field,
        Type.Union([Type.Literal(""), Type.Literal(shown[field]), InfoProposal.properties[field]]),
      ]),
    ),
  );
}

/** The form's starting values from what the profile shows (null for a field it lacks). */
export function infoValues(shown: Partial<Record<InfoFormField, string | number | null>>): InfoValues {
  return Object.fromEntries(
    INFO_FORM_FIELDS.map((field) => [
      field,
      shown[field] === null || shown[field] === undefined ? "" : String(shown[field]),
    ]),
  ) as InfoValues;
}
