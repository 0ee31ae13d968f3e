import { describe, expect, it } from "vitest";
import {
  checkEmail,
  checkLoginPassword,
  checkName,
  checkNewPassword,
  checkPasswordConfirmation,
  checkVerificationCode,
  passwordChecklist,
} from "./validation.ts";

describe("account form validation (spec section 5)", () => {
  it("checks the email", () => {
    expect(checkEmail("")).toBe("invalidAccount");
    expect(checkEmail("not-an-email")).toBe("invalidAccount");
    expect(checkEmail(`${"a".repeat(45)}@x.com`)).toBe("invalidAccount");
    expect(checkEmail(" analyst@example.com ")).toBeNull();
  });

  it("checks the sign-in password", () => {
    expect(checkLoginPassword("   ")).toBe("invalidPassword");
    expect(checkLoginPassword("a".repeat(21))).toBe("invalidPassword");
    expect(checkLoginPassword(" secret ")).toBeNull();
  });

  it("checks a new password and its confirmation", () => {
    expect(checkNewPassword("Ab1")).toBe("passwordTooShort");
    expect(checkNewPassword("Ab1".repeat(7))).toBe("passwordTooLong");
    expect(checkNewPassword("abcdefgh1")).toBe("passwordRules");
    expect(checkNewPassword("Abcdefgh1")).toBeNull();
    expect(passwordChecklist("abc")).toEqual({ length: false, lowercase: true, uppercase: false, digit: false });
    expect(checkPasswordConfirmation("Abcdefgh1", "Abcdefgh2")).toBe("passwordMismatch");
    expect(checkPasswordConfirmation("Abcdefgh1", "Abcdefgh1")).toBeNull();
  });

  it("checks names and verification codes", () => {
    expect(checkName(" ", "first")).toBe("invalidFirstName");
    expect(checkName("", "last")).toBe("invalidLastName");
    expect(checkName("Ada", "first")).toBeNull();
    expect(checkVerificationCode("")).toBe("codeRequired");
    expect(checkVerificationCode("12 34")).toBe("codeHasSpaces");
    expect(checkVerificationCode("1234567")).toBe("codeTooLong");
    expect(checkVerificationCode("123456")).toBeNull();
  });
});
