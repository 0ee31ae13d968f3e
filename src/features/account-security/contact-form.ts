import type { ContactPerson } from "../../../contract/account-center.ts";

/** The fields of a contact, in form order; all but the position are required (the server's rules). */
export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phoneNumber", "position"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactValues = { firstName: "", lastName: "", email: "", phoneNumber: "", position: "" };

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
