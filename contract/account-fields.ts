import { Type } from "typebox";
import { EMAIL_AND_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, VERIFICATION_CODE_MAX } from "./constants.ts";
import { EMAIL_PATTERN } from "./email.ts";

/**
 * The fields of the account forms with the limits and patterns of spec section 5, as TypeBox
 * schemas: the web forms validate with them (and take their input limits from them). Values are
 * checked as the forms send them: the e-mail, names and sign-in password trimmed.
 */
export const AccountEmail = Type.String({ maxLength: EMAIL_AND_NAME_MAX, pattern: EMAIL_PATTERN.source });
export const PersonName = Type.String({ minLength: 1, maxLength: EMAIL_AND_NAME_MAX });
export const LoginPassword = Type.String({ minLength: 1, maxLength: PASSWORD_MAX });
/** 8 to 20 characters with a lowercase letter, an uppercase letter and a digit. */
export const NewPassword = Type.String({
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  pattern: "^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)",
});
/** The mailed code as typed: required, no spaces, at most 6 characters. */
export const VerificationCode = Type.String({ minLength: 1, maxLength: VERIFICATION_CODE_MAX, pattern: "^\\S*$" });

const required = (maxLength: number) => Type.String({ minLength: 1, maxLength });
/** The profile's address fields: at most 20 characters in the individual form (spec section 5). */
const INDIVIDUAL_ADDRESS_MAX = 20;
const profileFields = (addressMax: number, zipMax: number) => ({
  firstName: PersonName,
  lastName: PersonName,
  phoneNumber: required(50),
  /** Required only: the spec checks no format on the profile's e-mail. */
  email: required(EMAIL_AND_NAME_MAX),
  address1: required(addressMax),
  countryCode: required(10),
  city: required(addressMax),
  zipCode: required(zipMax),
});
/** The Complete your Profile form of an individual (type 1): the organisation name is optional. */
export const IndividualProfile = Type.Object({
  ...profileFields(INDIVIDUAL_ADDRESS_MAX, INDIVIDUAL_ADDRESS_MAX),
  companyName: Type.String({ maxLength: 200 }),
});
/** The Complete your Profile form of a group (type 2): every field is required. */
export const GroupProfile = Type.Object({ ...profileFields(200, 50), companyName: required(200) });

/** A contact person of the account (security page): all but the position required. */
export const ContactPersonForm = Type.Object({
  firstName: required(EMAIL_AND_NAME_MAX),
  lastName: required(EMAIL_AND_NAME_MAX),
  email: required(EMAIL_AND_NAME_MAX),
  phoneNumber: required(50),
  position: Type.String({ maxLength: 100 }),
});
