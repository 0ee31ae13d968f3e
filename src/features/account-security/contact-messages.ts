import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { PROFILE_MESSAGES } from "../accounts/index.ts";
import type { FormMessages } from "../../lib/typebox-resolver.ts";
import type { ContactField, ContactValues } from "./contact-form.ts";

/** An empty required field: the spec's section-5 texts, as the server words them too. */
export const CONTACT_REQUIRED: Record<Exclude<ContactField, "position">, MessageDescriptor> = {
  firstName: PROFILE_MESSAGES.firstName,
  lastName: PROFILE_MESSAGES.lastName,
  email: PROFILE_MESSAGES.email,
  phoneNumber: PROFILE_MESSAGES.phoneNumber,
};

/** A value over the field's maximum (the inputs stop there, so these are a last guard). */
export const CONTACT_TOO_LONG: Record<ContactField, MessageDescriptor> = {
  firstName: msg`The first name cannot be longer than 50 characters`,
  lastName: msg`The last name cannot be longer than 50 characters`,
  email: msg`The email cannot be longer than 50 characters`,
  phoneNumber: msg`The phone number cannot be longer than 50 characters`,
  position: msg`The position cannot be longer than 100 characters`,
};

/** Each field's messages: empty (required), then too long. */
export const CONTACT_MESSAGES: FormMessages<ContactValues> = {
  firstName: { minLength: CONTACT_REQUIRED.firstName, maxLength: CONTACT_TOO_LONG.firstName },
  lastName: { minLength: CONTACT_REQUIRED.lastName, maxLength: CONTACT_TOO_LONG.lastName },
  email: { minLength: CONTACT_REQUIRED.email, maxLength: CONTACT_TOO_LONG.email },
  phoneNumber: { minLength: CONTACT_REQUIRED.phoneNumber, maxLength: CONTACT_TOO_LONG.phoneNumber },
  position: { maxLength: CONTACT_TOO_LONG.position },
};
