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
