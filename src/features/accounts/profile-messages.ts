import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ProfileField } from "./profile-form.ts";

/** The spec's message for each empty required field of the profile form (section 5). */
export const PROFILE_MESSAGES: Record<ProfileField, MessageDescriptor> = {
  firstName: msg`Please enter the first name`,
  lastName: msg`Please enter the last name`,
  phoneNumber: msg`Please enter the phone number`,
  email: msg`Please enter the email`,
  companyName: msg`Please enter the organization name`,
  address1: msg`Please enter the address line 1`,
  countryCode: msg`Please enter the country code`,
  city: msg`Please enter the city`,
  zipCode: msg`Please enter the zip code`,
};
