import { EMAIL_AND_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, VERIFICATION_CODE_MAX } from "../../../contract/constants.ts";

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string): ValidationError | null {
  const value = email.trim();
  if (!value || value.length > EMAIL_AND_NAME_MAX || !EMAIL.test(value)) return "invalidAccount";
  return null;
}

/** The sign-in password: required, at most 20 characters, trimmed. */
export function checkLoginPassword(password: string): ValidationError | null {
  const value = password.trim();
  if (!value || value.length > PASSWORD_MAX) return "invalidPassword";
  return null;
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

export function checkNewPassword(password: string): ValidationError | null {
  if (password.length > PASSWORD_MAX) return "passwordTooLong";
  if (password.length < PASSWORD_MIN) return "passwordTooShort";
  const rules = passwordChecklist(password);
  if (!rules.lowercase || !rules.uppercase || !rules.digit) return "passwordRules";
  return null;
}

export function checkPasswordConfirmation(password: string, confirmation: string): ValidationError | null {
  return password === confirmation ? null : "passwordMismatch";
}

export function checkName(name: string, which: "first" | "last"): ValidationError | null {
  const value = name.trim();
  if (!value || value.length > EMAIL_AND_NAME_MAX) return which === "first" ? "invalidFirstName" : "invalidLastName";
  return null;
}

export function checkVerificationCode(code: string): ValidationError | null {
  if (!code) return "codeRequired";
  if (/\s/.test(code)) return "codeHasSpaces";
  if (code.length > VERIFICATION_CODE_MAX) return "codeTooLong";
  return null;
}
