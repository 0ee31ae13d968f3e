import type { Registration } from "./accounts.api.ts";
import {
  checkEmail,
  checkName,
  checkNewPassword,
  checkPasswordConfirmation,
  checkVerificationCode,
  type ValidationError,
} from "./validation.ts";

export type RegistrationErrors = Partial<Record<keyof Registration | "terms", ValidationError | null>>;

/** Every rule of the registration form at once (spec section 5). */
export function validateRegistration(form: Registration, termsAccepted: boolean): RegistrationErrors {
  return {
    email: checkEmail(form.email),
    code: checkVerificationCode(form.code),
    firstName: checkName(form.firstName, "first"),
    lastName: checkName(form.lastName, "last"),
    passwordOne: checkNewPassword(form.passwordOne),
    passwordTwo: checkPasswordConfirmation(form.passwordOne, form.passwordTwo),
    terms: termsAccepted ? null : "termsNotAccepted",
  };
}

/** The registration form's fields, by name (for binding inputs). */
export const REGISTRATION_FIELDS = {
  email: "email",
  code: "code",
  firstName: "firstName",
  lastName: "lastName",
  passwordOne: "passwordOne",
  passwordTwo: "passwordTwo",
} as const satisfies Record<keyof Registration, keyof Registration>;

export type LoginTab = "login" | "createAccount";
export const LOGIN_TABS: LoginTab[] = ["login", "createAccount"];
