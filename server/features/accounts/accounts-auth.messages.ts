import type { MessageCatalog } from "../../i18n/catalog.ts";

/** Codes, sign-in, captcha, password reset and third-party sign-in. */
export const ACCOUNTS_AUTH_MESSAGES = {
  codeSent: /*i18n*/ { id: "A verification code has been sent to your email" },
  codeResendWait: /*i18n*/ {
    id: "{seconds, plural, one {Please wait # second before requesting a new verification code} other {Please wait # seconds before requesting a new verification code}}",
  },
  rateLimited: /*i18n*/ {
    id: "{seconds, plural, one {Too many attempts, please try again in # second} other {Too many attempts, please try again in # seconds}}",
  },
  codeIncorrect: /*i18n*/ { id: "The verification code is incorrect" },
  codeExpired: /*i18n*/ { id: "The verification code has expired, please request a new one" },
  codeAttemptsExceeded: /*i18n*/ { id: "Too many incorrect attempts, please request a new verification code" },
  accountExists: /*i18n*/ { id: "This email is already registered" },
  registered: /*i18n*/ { id: "Registration successful, please sign in" },
  loginSucceeded: /*i18n*/ { id: "Signed in successfully" },
  loginFailed: /*i18n*/ { id: "Incorrect email or password" },
  loggedOut: /*i18n*/ { id: "You have been signed out" },
  captchaFailed: /*i18n*/ {
    id: "You may be a robot and currently unable to log in. If you need help, please contact our support team at {supportEmail}. Please refresh the page and verify again.",
  },
  verificationPassed: /*i18n*/ { id: "Verification passed" },
  resetTokenInvalid: /*i18n*/ { id: "The verification has expired, please start again" },
  passwordReset: /*i18n*/ { id: "Your password has been changed, please sign in again" },
  passwordChanged: /*i18n*/ { id: "Your password has been changed" },
  loginCodeRequired: /*i18n*/ {
    id: "Too many failed sign-ins for this account. We have sent a verification code to its email: enter it with your password to sign in.",
  },
  currentPasswordIncorrect: /*i18n*/ { id: "The current password is incorrect" },
  emailChanged: /*i18n*/ { id: "Your account email has been changed" },
} as const satisfies MessageCatalog;
