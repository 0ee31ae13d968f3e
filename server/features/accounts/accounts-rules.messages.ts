import type { MessageCatalog } from "../../i18n/catalog.ts";

/** The validation messages of spec section 5 (the English texts are the spec's, as they are). */
export const ACCOUNTS_RULES_MESSAGES = {
  invalidAccount: /*i18n*/ { id: "Invalid account" },
  invalidPassword: /*i18n*/ { id: "Invalid password" },
  invalidFirstName: /*i18n*/ { id: "Invalid first name format" },
  invalidLastName: /*i18n*/ { id: "Invalid last name format" },
  termsNotAccepted: /*i18n*/ { id: "Please check the box to agree the term" },
  passwordTooLong: /*i18n*/ { id: "The password is no more than 20 digits" },
  passwordTooShort: /*i18n*/ { id: "Password shall not be less than 8 digits" },
  passwordTooWeak: /*i18n*/ {
    id: "The password must contain at least one lowercase letter, one uppercase letter and one digit",
  },
  passwordMismatch: /*i18n*/ { id: "The password you entered does not match" },
  codeRequired: /*i18n*/ { id: "Please Enter verification code" },
  codeHasSpaces: /*i18n*/ { id: "The verification code cannot contain spaces" },
  codeTooLong: /*i18n*/ { id: "The length of the verification code cannot exceed 6 digits" },
} as const satisfies MessageCatalog;
