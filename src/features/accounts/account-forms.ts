import { Type, type Static } from "typebox";
import {
  AccountEmail,
  LoginPassword,
  NewPassword,
  PersonName,
  VerificationCode,
} from "../../../contract/account-fields.ts";
import { EMAIL_AND_NAME_MAX, PASSWORD_MAX, VERIFICATION_CODE_MAX } from "../../../contract/constants.ts";
import type { SchemaResolverOptions } from "../../lib/typebox-resolver.ts";
import { VALIDATION_MESSAGES as M } from "./validation-messages.ts";

/**
 * The account forms' schemas (from the contract's field schemas) and the spec's message for each
 * failure (section 5), in the order the spec reports them.
 */
export const EMAIL_MESSAGE = M.invalidAccount;
export const LOGIN_PASSWORD_MESSAGE = M.invalidPassword;
export const CODE_MESSAGES = { minLength: M.codeRequired, pattern: M.codeHasSpaces, maxLength: M.codeTooLong };
export const NEW_PASSWORD_MESSAGES = {
  maxLength: M.passwordTooLong,
  minLength: M.passwordTooShort,
  pattern: M.passwordRules,
};
/** The confirmation must equal the new password. */
export function confirmationMismatch<F extends string>(password: string, confirmation: string, field: F) {
  return password === confirmation ? {} : ({ [field]: M.passwordMismatch } as Record<F, typeof M.passwordMismatch>);
}

export const SignInForm = Type.Object({
  email: AccountEmail,
  password: LoginPassword,
  /** Asked only when the server mailed a sign-in code (too many failed sign-ins of the account). */
  emailCode: Type.Optional(Type.String({ maxLength: VERIFICATION_CODE_MAX })),
});
export type SignInValues = Static<typeof SignInForm>;
export const SIGN_IN_RULES: SchemaResolverOptions<SignInValues> = {
  messages: { email: EMAIL_MESSAGE, password: LOGIN_PASSWORD_MESSAGE },
  trim: ["email", "password", "emailCode"],
};

export const RegistrationForm = Type.Object({
  email: AccountEmail,
  code: VerificationCode,
  firstName: PersonName,
  lastName: PersonName,
  passwordOne: NewPassword,
  passwordTwo: Type.String({ maxLength: PASSWORD_MAX }),
  terms: Type.Literal(true),
});
export type RegistrationValues = Static<typeof RegistrationForm>;
export const REGISTRATION_RULES: SchemaResolverOptions<RegistrationValues> = {
  messages: {
    email: EMAIL_MESSAGE,
    code: CODE_MESSAGES,
    firstName: M.invalidFirstName,
    lastName: M.invalidLastName,
    passwordOne: NEW_PASSWORD_MESSAGES,
    terms: M.termsNotAccepted,
  },
  trim: ["email", "firstName", "lastName"],
  refine: (values) => confirmationMismatch(values.passwordOne, values.passwordTwo, "passwordTwo"),
};

/** Forgot Password, step 1: the account e-mail and the mailed code (only required here). */
export const ResetCodeForm = Type.Object({
  email: Type.String({ minLength: 1, maxLength: EMAIL_AND_NAME_MAX }),
  code: Type.String({ minLength: 1, maxLength: VERIFICATION_CODE_MAX }),
});
export type ResetCodeValues = Static<typeof ResetCodeForm>;
export const RESET_CODE_RULES: SchemaResolverOptions<ResetCodeValues> = {
  messages: { email: EMAIL_MESSAGE, code: CODE_MESSAGES },
  trim: ["email"],
};

/** A new password and its confirmation (Forgot Password step 2). */
export const NewPasswordForm = Type.Object({
  password: NewPassword,
  confirmation: Type.String({ maxLength: PASSWORD_MAX }),
});
export type NewPasswordValues = Static<typeof NewPasswordForm>;
export const NEW_PASSWORD_RULES: SchemaResolverOptions<NewPasswordValues> = {
  messages: { password: NEW_PASSWORD_MESSAGES },
  refine: (values) => confirmationMismatch(values.password, values.confirmation, "confirmation"),
};

/** Security: a new account e-mail and the code mailed to it. */
export const ChangeEmailForm = Type.Object({ email: AccountEmail, code: VerificationCode });
export type ChangeEmailValues = Static<typeof ChangeEmailForm>;
export const CHANGE_EMAIL_RULES: SchemaResolverOptions<ChangeEmailValues> = {
  messages: { email: EMAIL_MESSAGE, code: CODE_MESSAGES },
  trim: ["email"],
};

/** Security: the current password, a new one and its confirmation. */
export const ChangePasswordForm = Type.Object({
  current: LoginPassword,
  password: NewPassword,
  confirmation: Type.String({ maxLength: PASSWORD_MAX }),
});
export type ChangePasswordValues = Static<typeof ChangePasswordForm>;
export const CHANGE_PASSWORD_RULES: SchemaResolverOptions<ChangePasswordValues> = {
  messages: { current: LOGIN_PASSWORD_MESSAGE, password: NEW_PASSWORD_MESSAGES },
  trim: ["current"],
  refine: (values) => confirmationMismatch(values.password, values.confirmation, "confirmation"),
};

/** Security: the member who becomes the organisation's administrator. */
export const HandOverForm = Type.Object({ email: AccountEmail });
export type HandOverValues = Static<typeof HandOverForm>;
export const HAND_OVER_RULES: SchemaResolverOptions<HandOverValues> = {
  messages: { email: EMAIL_MESSAGE },
  trim: ["email"],
};
