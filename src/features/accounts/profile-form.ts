import type { SaveUserProfileBody } from "../../../contract/account-center.ts";
import { EMAIL_AND_NAME_MAX } from "../../../contract/constants.ts";

/** Account type of the Complete your Profile form: 1 individual, 2 group. */
export type ProfileType = 1 | 2;

export const PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "phoneNumber",
  "email",
  "companyName",
  "address1",
  "countryCode",
  "city",
  "zipCode",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, boolean>>;

export const EMPTY_PROFILE: ProfileValues = {
  firstName: "",
  lastName: "",
  phoneNumber: "",
  email: "",
  companyName: "",
  address1: "",
  countryCode: "",
  city: "",
  zipCode: "",
};

/** Every field is required, except the organisation name in the individual form (spec section 5). */
export function isRequired(field: ProfileField, type: ProfileType): boolean {
  return field !== "companyName" || type === 2;
}

/** Maximum lengths: lastName 50; address, city and zip 20 in the individual form (spec section 5). */
export function maxLength(field: ProfileField, type: ProfileType): number {
  if (field === "lastName") return 50;
  if (type === 1 && (field === "address1" || field === "city" || field === "zipCode")) return 20;
  if (field === "firstName" || field === "email") return EMAIL_AND_NAME_MAX;
  if (field === "countryCode") return 10;
  if (field === "phoneNumber" || field === "zipCode") return 50;
  return 200;
}

/** True when the field fails its rule (required and empty); no email or phone format check. */
export function checkProfileField(field: ProfileField, value: string, type: ProfileType): boolean {
  return isRequired(field, type) && value.trim() === "";
}

export function validateProfile(values: ProfileValues, type: ProfileType): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of PROFILE_FIELDS) {
    if (checkProfileField(field, values[field], type)) errors[field] = true;
  }
  return errors;
}

/** The body of `POST /user/saveUserProfile`: trimmed values (empty ones are dropped by the client). */
export function profileBody(values: ProfileValues, type: ProfileType): SaveUserProfileBody {
  const trimmed = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, values[field].trim()])) as ProfileValues;
  return { type, ...trimmed };
}

/** The prompt opens at the end of its timer unless the profile is certified or was completed here. */
export function shouldPromptProfile(certification: number | undefined, completedFlag: string | null): boolean {
  return certification !== 1 && !completedFlag;
}
