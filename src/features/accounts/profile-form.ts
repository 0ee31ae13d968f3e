import type { SaveUserProfileBody } from "../../../contract/account-center.ts";
import { GroupProfile, IndividualProfile } from "../../../contract/account-fields.ts";

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

/** The schema of each form: the limits and the required fields (spec section 5). */
export const PROFILE_SCHEMAS = { 1: IndividualProfile, 2: GroupProfile } as const;

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

/** The body of `POST /user/saveUserProfile`: trimmed values (empty ones are dropped by the client). */
export function profileBody(values: ProfileValues, type: ProfileType): SaveUserProfileBody {
  const trimmed = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, values[field].trim()])) as ProfileValues;
  return { type, ...trimmed };
}

/** The prompt opens at the end of its timer unless the profile is certified or was completed here. */
export function shouldPromptProfile(certification: number | undefined, completedFlag: string | null): boolean {
  return certification !== 1 && !completedFlag;
}
