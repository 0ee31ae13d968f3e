import type { ContactPerson } from "../../../contract/account-center.ts";
import { EMAIL_AND_NAME_MAX } from "../../../contract/constants.ts";

/** The fields of a contact, in form order; all but the position are required (the server's rules). */
export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phoneNumber", "position"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactFieldError = "required" | "tooLong";
export type ContactErrors = Partial<Record<ContactField, ContactFieldError | null>>;

export const EMPTY_CONTACT: ContactValues = { firstName: "", lastName: "", email: "", phoneNumber: "", position: "" };

/** The longest value each field takes (names and e-mail 50 as in spec section 9; the API's bounds otherwise). */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  firstName: EMAIL_AND_NAME_MAX,
  lastName: EMAIL_AND_NAME_MAX,
  email: EMAIL_AND_NAME_MAX,
  phoneNumber: 50,
  position: 100,
};

export function checkContactField(field: ContactField, value: string): ContactFieldError | null {
  const text = value.trim();
  if (!text) return field === "position" ? null : "required";
  return text.length > CONTACT_MAX_LENGTH[field] ? "tooLong" : null;
}

export function validateContact(values: ContactValues): ContactErrors {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, checkContactField(field, values[field])]));
}

export function hasErrors(errors: ContactErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The saved contact of that type, as form values (empty when there is none yet). */
export function contactValues(contacts: readonly ContactPerson[], type: ContactPerson["type"]): ContactValues {
  const found = contacts.find((contact) => contact.type === type);
  if (!found) return EMPTY_CONTACT;
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, found[field]])) as ContactValues;
}

/** The body of `setContactPerson`: trimmed values. */
export function contactBody(values: ContactValues, type: ContactPerson["type"]): ContactPerson {
  const trimmed = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, values[field].trim()])) as ContactValues;
  return { type, ...trimmed };
}
