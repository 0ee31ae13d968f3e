import type { MessageCatalog } from "../../i18n/catalog.ts";

/** The mails of the account flows, in the user's language: `{code}` and its validity `{minutes}`. */
export const ACCOUNTS_MAIL_MESSAGES = {
  mailRegisterSubject: /*i18n*/ { id: "Your verification code" },
  mailRegisterText: /*i18n*/ {
    id: "Welcome!\n\nYour verification code is {code}. Enter it to create your account. It is valid for {minutes} minutes and can be used once.\n\nIf you did not ask for this, ignore this email.",
  },
  mailResetSubject: /*i18n*/ { id: "Reset your password" },
  mailResetText: /*i18n*/ {
    id: "Your password reset code is {code}. It is valid for {minutes} minutes and can be used once.\n\nIf you did not ask to reset your password, ignore this email: your password stays as it is.",
  },
  mailChangeEmailSubject: /*i18n*/ { id: "Confirm your new email address" },
  mailChangeEmailText: /*i18n*/ {
    id: "Your code to make this address your account email is {code}. It is valid for {minutes} minutes and can be used once.\n\nIf you did not ask for this, ignore this email.",
  },
  mailLoginSubject: /*i18n*/ { id: "Your sign-in code" },
  mailLoginText: /*i18n*/ {
    id: "Your sign-in code is {code}. Enter it with your password to sign in. It is valid for {minutes} minutes and can be used once.\n\nThere were many failed attempts to sign in to your account. If they were not yours, change your password.",
  },
} as const satisfies MessageCatalog;
