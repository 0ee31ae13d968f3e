import { EMAIL_AND_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, VERIFICATION_CODE_MAX } from "../../../contract/constants.ts";
import { isEmailAddress } from "../../../contract/email.ts";
import { ruleBroken } from "../../lib/app-error.ts";

/**
 * The validation rules of spec section 5, each failing with its own message (HTTP 400, code -1).
 * Fields may be absent: the spec's client drops empty strings from bodies.
 */
export function normalizeEmail(value: string | undefined): string {
  return (value ?? "").trim().toLowerCase();
}

export function isEmail(value: string): boolean {
  return isEmailAddress(value, EMAIL_AND_NAME_MAX);
}

/** The account e-mail, normalised; 'Invalid account' when empty, malformed or over 50. */
export function checkAccountEmail(value: string | undefined): string {
  const email = normalizeEmail(value);
  if (!isEmail(email)) throw ruleBroken("invalidAccount");
  return email;
}

export function checkFirstName(value: string | undefined): string {
  const name = (value ?? "").trim();
  if (!name || name.length > EMAIL_AND_NAME_MAX) throw ruleBroken("invalidFirstName");
  return name;
}

export function checkLastName(value: string | undefined): string {
  const name = (value ?? "").trim();
  if (!name || name.length > EMAIL_AND_NAME_MAX) throw ruleBroken("invalidLastName");
  return name;
}

/** The sign-in password: required, at most 20, trimmed. */
export function checkLoginPassword(value: string | undefined): string {
  const password = (value ?? "").trim();
  if (!password) throw ruleBroken("invalidPassword");
  if (password.length > PASSWORD_MAX) throw ruleBroken("passwordTooLong");
  return password;
}

/** A new password and its confirmation: 8 to 20 characters, lower, upper and digit, both equal. */
export function checkNewPassword(first: string | undefined, second: string | undefined): string {
  const password = (first ?? "").trim();
  if (password.length > PASSWORD_MAX) throw ruleBroken("passwordTooLong");
  if (password.length < PASSWORD_MIN) throw ruleBroken("passwordTooShort");
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) throw ruleBroken("passwordTooWeak");
  if ((second ?? "").trim() !== password) throw ruleBroken("passwordMismatch");
  return password;
}

/** The emailed code as typed: required, no spaces, at most 6 characters. */
export function checkVerificationCode(value: string | undefined): string {
  const code = value ?? "";
  if (!code) throw ruleBroken("codeRequired");
  if (/\s/.test(code)) throw ruleBroken("codeHasSpaces");
  if (code.length > VERIFICATION_CODE_MAX) throw ruleBroken("codeTooLong");
  return code;
}

/** The terms checkbox, when the client sends it. */
export function checkTermsAccepted(checked: boolean | undefined): void {
  if (checked === false) throw ruleBroken("termsNotAccepted");
}
