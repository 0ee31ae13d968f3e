import { setupI18n } from "@lingui/core";
import { describe, expect, it, vi } from "vitest";
import type { TObject } from "typebox";
import type { FieldValues, ResolverOptions } from "react-hook-form";
import { schemaResolver, type SchemaResolverOptions } from "../../lib/typebox-resolver.ts";

// The messages by their key (the real ones are Lingui macros, compiled only in the app's build).
vi.mock("./validation-messages.ts", () => ({
  VALIDATION_MESSAGES: new Proxy({}, { get: (_, key) => ({ id: String(key), message: String(key) }) }),
}));

const forms = await import("./account-forms.ts");
const { checkEmail, passwordChecklist } = await import("./validation.ts");

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
i18n.activate("en");

/** The spec's message key of each failing field. */
async function failures<T extends FieldValues>(schema: TObject, rules: SchemaResolverOptions<T>, values: T) {
  const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<T>;
  const result = await schemaResolver<T>(schema, i18n, rules)(values, undefined, options);
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
}

const VALID = {
  email: " analyst@example.com ",
  code: "123456",
  firstName: "Ada",
  lastName: "Lovelace",
  passwordOne: "Abcdefgh1",
  passwordTwo: "Abcdefgh1",
  terms: true as const,
};
const registration = (changes: Partial<Record<keyof typeof VALID, unknown>>) =>
  failures(forms.RegistrationForm, forms.REGISTRATION_RULES, { ...VALID, ...changes } as typeof VALID);

describe("account forms (spec section 5)", () => {
  it("signs in with a trimmed e-mail and password", async () => {
    const { SignInForm, SIGN_IN_RULES } = forms;
    expect(await failures(SignInForm, SIGN_IN_RULES, { email: " analyst@example.com ", password: " x " })).toEqual({});
    expect(await failures(SignInForm, SIGN_IN_RULES, { email: "", password: "   " })).toEqual({
      email: "invalidAccount",
      password: "invalidPassword",
    });
    expect(
      await failures(SignInForm, SIGN_IN_RULES, { email: `${"a".repeat(45)}@x.com`, password: "a".repeat(21) }),
    ).toEqual({ email: "invalidAccount", password: "invalidPassword" });
  });

  it("registers with every rule and its own message", async () => {
    expect(await registration({})).toEqual({});
    expect(await registration({ email: "not-an-email", firstName: " ", lastName: "", terms: false })).toEqual({
      email: "invalidAccount",
      firstName: "invalidFirstName",
      lastName: "invalidLastName",
      terms: "termsNotAccepted",
    });
    expect((await registration({ code: "" })).code).toBe("codeRequired");
    expect((await registration({ code: "12 34" })).code).toBe("codeHasSpaces");
    expect((await registration({ code: "1234567" })).code).toBe("codeTooLong");
    // Spaces are reported before the length, as the spec orders them.
    expect((await registration({ code: "1 2 3 4" })).code).toBe("codeHasSpaces");
    expect((await registration({ passwordOne: "Ab1", passwordTwo: "Ab1" })).passwordOne).toBe("passwordTooShort");
    const long = "Ab1".repeat(7);
    expect((await registration({ passwordOne: long, passwordTwo: long })).passwordOne).toBe("passwordTooLong");
    expect((await registration({ passwordOne: "abcdefgh1", passwordTwo: "abcdefgh1" })).passwordOne).toBe(
      "passwordRules",
    );
    expect(await registration({ passwordTwo: "Abcdefgh2" })).toEqual({ passwordTwo: "passwordMismatch" });
  });

  it("checks the reset code step for presence only, and a new password with its confirmation", async () => {
    const { ResetCodeForm, RESET_CODE_RULES, NewPasswordForm, NEW_PASSWORD_RULES } = forms;
    expect(await failures(ResetCodeForm, RESET_CODE_RULES, { email: "  ", code: "" })).toEqual({
      email: "invalidAccount",
      code: "codeRequired",
    });
    expect(await failures(ResetCodeForm, RESET_CODE_RULES, { email: "anything", code: "1" })).toEqual({});
    expect(await failures(NewPasswordForm, NEW_PASSWORD_RULES, { password: "short", confirmation: "other" })).toEqual({
      password: "passwordTooShort",
      confirmation: "passwordMismatch",
    });
  });

  it("changes the password, the account e-mail and the organisation's administrator with the same rules", async () => {
    const { ChangePasswordForm, CHANGE_PASSWORD_RULES, ChangeEmailForm, CHANGE_EMAIL_RULES } = forms;
    expect(
      await failures(ChangePasswordForm, CHANGE_PASSWORD_RULES, {
        current: " ",
        password: "Abcdefgh1",
        confirmation: "",
      }),
    ).toEqual({ current: "invalidPassword", confirmation: "passwordMismatch" });
    expect(await failures(ChangeEmailForm, CHANGE_EMAIL_RULES, { email: "a@b,c.com", code: "" })).toEqual({
      email: "invalidAccount",
      code: "codeRequired",
    });
    expect(await failures(forms.HandOverForm, forms.HAND_OVER_RULES, { email: "member@example.com " })).toEqual({});
  });

  it("checks an e-mail before mailing a code, and lists the password rules as they are met", () => {
    expect(checkEmail(" analyst@example.com ")).toBeNull();
    expect(checkEmail("analyst@example")).toBe("invalidAccount");
    expect(passwordChecklist("abc")).toEqual({ length: false, lowercase: true, uppercase: false, digit: false });
  });
});
