import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** The names of the fields a contribution changes, as the history and the moderation list show them. */
export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  name: msg({ message: "Name", comment: "Contribution field: a product's name" }),
  description: msg({ message: "Description", comment: "Contribution field" }),
  hsCode: msg({ message: "HS code", comment: "Contribution field: a product's customs code" }),
  kind: msg({ message: "Address type", comment: "Contribution field" }),
  line1: msg({ message: "Address line 1", comment: "Contribution field" }),
  line2: msg({ message: "Address line 2", comment: "Contribution field" }),
  city: msg({ message: "City", comment: "Contribution field" }),
  region: msg({
    message: "Region",
    context: "address",
    comment: "Contribution field: region of an address (state, province)",
  }),
  postcode: msg({ message: "Postcode", comment: "Contribution field" }),
  countryCode: msg({ message: "Country", comment: "Contribution field" }),
  website: msg({ message: "Website", comment: "Contribution field" }),
  email: msg({ message: "E-mail", comment: "Contribution field" }),
  phone: msg({ message: "Phone", comment: "Contribution field" }),
  employees: msg({ message: "Employees", comment: "Contribution field: number of employees" }),
  isic: msg({ message: "ISIC code", comment: "Contribution field: industry code" }),
  nace: msg({ message: "NACE code", comment: "Contribution field: industry code" }),
  naics: msg({ message: "NAICS code", comment: "Contribution field: industry code" }),
};

export const KIND_LABELS: Record<string, MessageDescriptor> = {
  product: msg({ message: "New product", comment: "Kind of a company data contribution" }),
  address: msg({ message: "New address", comment: "Kind of a company data contribution" }),
  addressEdit: msg({ message: "Address corrected", comment: "Kind of a company data contribution" }),
  info: msg({ message: "Company information", comment: "Kind of a company data contribution" }),
};
