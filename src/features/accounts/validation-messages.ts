import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ValidationError } from "./validation.ts";

/** The spec's own texts for each validation failure (section 5). */
export const VALIDATION_MESSAGES: Record<ValidationError, MessageDescriptor> = {
  invalidAccount: msg`Invalid account`,
  invalidPassword: msg`Invalid password`,
  passwordTooLong: msg`The password is no more than 20 digits`,
  passwordTooShort: msg`Password shall not be less than 8 digits`,
  passwordRules: msg`The password needs a lowercase letter, an uppercase letter and a digit`,
  passwordMismatch: msg`The password you entered does not match`,
  invalidFirstName: msg`Invalid first name format`,
  invalidLastName: msg`Invalid last name format`,
  termsNotAccepted: msg`Please check the box to agree the term`,
  codeRequired: msg`Please Enter verification code`,
  codeHasSpaces: msg`The verification code cannot contain spaces`,
  codeTooLong: msg`The length of the verification code cannot exceed 6 digits`,
};
