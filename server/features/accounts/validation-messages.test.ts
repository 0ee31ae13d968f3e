import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SERVER_MESSAGES, type MessageKey } from "../../i18n/messages.ts";
import { LANGUAGES, PASSWORD, call, freshIp } from "./accounts.test-helpers.ts";

/** A registration form that passes every rule, and one broken rule per case. */
const VALID = {
  email: "rules@example.com",
  code: "123456",
  firstName: "Ada",
  lastName: "Lovelace",
  passwordOne: PASSWORD,
  passwordTwo: PASSWORD,
};

const REGISTER_CASES: [string, Record<string, unknown>, MessageKey][] = [
  ["empty e-mail", { email: "" }, "invalidAccount"],
  ["missing e-mail (empty string dropped by the client)", { email: undefined }, "invalidAccount"],
  ["malformed e-mail", { email: "not-an-email" }, "invalidAccount"],
  ["e-mail over 50", { email: `${"a".repeat(40)}@example.com` }, "invalidAccount"],
  ["empty first name", { firstName: "" }, "invalidFirstName"],
  ["first name over 50", { firstName: "A".repeat(51) }, "invalidFirstName"],
  ["empty last name", { lastName: " " }, "invalidLastName"],
  [
    "password over 20",
    { passwordOne: "Abcdefghij1234567890x", passwordTwo: "Abcdefghij1234567890x" },
    "passwordTooLong",
  ],
  ["password under 8", { passwordOne: "Abc1234", passwordTwo: "Abc1234" }, "passwordTooShort"],
  ["empty password", { passwordOne: "", passwordTwo: "" }, "passwordTooShort"],
  ["no uppercase letter", { passwordOne: "secret123", passwordTwo: "secret123" }, "passwordTooWeak"],
  ["no lowercase letter", { passwordOne: "SECRET123", passwordTwo: "SECRET123" }, "passwordTooWeak"],
  ["no digit", { passwordOne: "SecretWord", passwordTwo: "SecretWord" }, "passwordTooWeak"],
  ["confirmation differs", { passwordTwo: "Secret124" }, "passwordMismatch"],
  ["empty code", { code: "" }, "codeRequired"],
  ["code with a space", { code: "123 45" }, "codeHasSpaces"],
  ["code over 6", { code: "1234567" }, "codeTooLong"],
  ["terms not ticked", { checked: false }, "termsNotAccepted"],
];

describe("section-5 rules answer code -1 with the spec's message", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe.each(LANGUAGES)("language %s", (header, locale) => {
    it.each(REGISTER_CASES)("register: %s", async (_name, change, key) => {
      const res = await call(t, "POST", "/csi/user/register", {
        payload: { ...VALID, ...change },
        language: header,
        ip: freshIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: -1,
        msg: SERVER_MESSAGES[key][locale],
        data: null,
        requestId: expect.any(String),
      });
    });

    it("login: empty password is 'Invalid password', a bad e-mail 'Invalid account'", async () => {
      const noPassword = await call(t, "POST", "/csi/user/login", {
        payload: { email: "rules@example.com" },
        language: header,
        ip: freshIp(),
      });
      expect(noPassword.json()).toEqual({
        code: -1,
        msg: SERVER_MESSAGES.invalidPassword[locale],
        data: null,
        requestId: expect.any(String),
      });
      const badEmail = await call(t, "POST", "/csi/user/login", {
        payload: { email: "nope", password: PASSWORD },
        language: header,
        ip: freshIp(),
      });
      expect(badEmail.json()).toEqual({
        code: -1,
        msg: SERVER_MESSAGES.invalidAccount[locale],
        data: null,
        requestId: expect.any(String),
      });
    });

    it("forgot password: the code rules and the new-password rules", async () => {
      const step1 = await call(t, "POST", "/csi/user/tickNextStep", {
        payload: { account: "rules@example.com", verificationCode: "12 3" },
        language: header,
        ip: freshIp(),
      });
      expect(step1.json()).toEqual({
        code: -1,
        msg: SERVER_MESSAGES.codeHasSpaces[locale],
        data: null,
        requestId: expect.any(String),
      });
      const step2 = await call(t, "POST", "/csi/user/retrievePassword", {
        payload: {
          account: "rules@example.com",
          newPasswordOne: PASSWORD,
          newPasswordTow: "Other1234",
          verificationToken: "x",
        },
        language: header,
        ip: freshIp(),
      });
      expect(step2.json()).toEqual({
        code: -1,
        msg: SERVER_MESSAGES.passwordMismatch[locale],
        data: null,
        requestId: expect.any(String),
      });
    });
  });
});
