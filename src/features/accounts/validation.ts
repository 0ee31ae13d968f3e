import { EMAIL_AND_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../../../contract/constants.ts";
import { isEmailAddress } from "../../../contract/email.ts";

/** The spec's validation failures (section 5), as a closed set; the forms show each one's message. */
export type ValidationError =
  | "invalidAccount"
  | "invalidPassword"
  | "passwordTooLong"
  | "passwordTooShort"
  | "passwordRules"
  | "passwordMismatch"
  | "invalidFirstName"
  | "invalidLastName"
  | "termsNotAccepted"
  | "codeRequired"
  | "codeHasSpaces"
  | "codeTooLong";

/** The account e-mail before a code is mailed to it (the forms check it with their schema). */
export function checkEmail(email: string): ValidationError | null {
  return isEmailAddress(email.trim(), EMAIL_AND_NAME_MAX) ? null : "invalidAccount";
}

/** The four rules of the live checklist under a new password. */
export function passwordChecklist(password: string) {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /\d/.test(password),
  };
}
