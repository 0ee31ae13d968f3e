import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SERVER_MESSAGES, translate, type MessageKey } from "../../i18n/messages.ts";
import { LANGUAGES, call, login, signedInUser } from "./accounts.test-helpers.ts";

const INDIVIDUAL = {
  type: 1,
  firstName: "Ada",
  lastName: "Lovelace",
  phoneNumber: "+44 20 7946 0000",
  email: "ada.work@example.com",
  companyName: "",
  address1: "12 St James's Square",
  countryCode: "gb",
  city: "London",
  zipCode: "SW1Y 4JH",
};

const REQUIRED: [string, Record<string, unknown>, MessageKey][] = [
  ["first name", { firstName: "" }, "profileFirstNameRequired"],
  ["last name", { lastName: undefined }, "profileLastNameRequired"],
  ["phone number", { phoneNumber: " " }, "profilePhoneRequired"],
  ["email", { email: "" }, "profileEmailRequired"],
  ["country code", { countryCode: "" }, "profileCountryRequired"],
  ["address line 1", { address1: "" }, "profileAddressRequired"],
  ["city", { city: "" }, "profileCityRequired"],
  ["zip code", { zipCode: "" }, "profileZipRequired"],
  ["organization name (group)", { type: 2, companyName: "" }, "profileOrganizationRequired"],
];

const TOO_LONG: [string, Record<string, unknown>, MessageKey, number][] = [
  ["first name over 50", { firstName: "A".repeat(51) }, "firstNameTooLong", 50],
  ["last name over 50", { lastName: "L".repeat(51) }, "lastNameTooLong", 50],
  ["email over 50", { email: `${"e".repeat(45)}@example.com` }, "emailTooLong", 50],
  ["address over 20 (individual)", { address1: "A".repeat(21) }, "address1TooLong", 20],
  ["city over 20 (individual)", { city: "C".repeat(21) }, "cityTooLong", 20],
  ["zip code over 20 (individual)", { zipCode: "9".repeat(21) }, "zipCodeTooLong", 20],
];

describe("Complete your Profile: POST /csi/user/saveUserProfile", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await signedInUser(t, "ada@example.com"));
  });
  afterAll(() => t.close());

  const save = (payload: Record<string, unknown>, language = "en_US", as = token) =>
    call(t, "POST", "/csi/user/saveUserProfile", { token: as, payload, language });

  describe.each(LANGUAGES)("language %s", (header, locale) => {
    it.each(REQUIRED)("requires the %s", async (_name, change, key) => {
      const res = await save({ ...INDIVIDUAL, ...change }, header);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: -1,
        msg: SERVER_MESSAGES[key][locale],
        data: null,
        requestId: expect.any(String),
      });
    });
    it.each(TOO_LONG)("limits the %s", async (_name, change, key, max) => {
      const res = await save({ ...INDIVIDUAL, ...change }, header);
      expect(res.json()).toEqual({
        code: -1,
        msg: translate(locale, key, { max }),
        data: null,
        requestId: expect.any(String),
      });
    });
  });

  it("needs a signed-in user", async () => {
    expect((await call(t, "POST", "/csi/user/saveUserProfile", { payload: INDIVIDUAL })).statusCode).toBe(401);
  });

  it("saves an individual profile and sets certification 1", async () => {
    const res = await save(INDIVIDUAL, "fa_FA");
    expect(res.json()).toEqual({
      code: 200,
      msg: SERVER_MESSAGES.profileSaved.fr,
      data: { certification: 1, userType: 1 },
    });
    const profile = await call(t, "GET", "/csi/user/getUserProfile", { token });
    expect(profile.json().data).toEqual({ ...INDIVIDUAL, countryCode: "GB" });
    const info = await call(t, "GET", "/csi/user/getUserSimpleInfo", { token });
    expect(info.json().data.certification).toBe(1);
  });

  it("a group profile makes the user the administrator of a new organisation (type 3 at the next login)", async () => {
    const { token: grace } = await signedInUser(t, "grace@example.com");
    const group = {
      ...INDIVIDUAL,
      type: 2,
      companyName: "Analytical Engines Ltd",
      address1: "A long address line, over twenty",
    };
    const res = await save(group, "en_US", grace);
    expect(res.json().data).toEqual({ certification: 1, userType: 3 });
    const org = await t.database.db.selectFrom("organizations").select("name").executeTakeFirst();
    expect(org?.name).toBe("Analytical Engines Ltd");
    const { userInfo } = await login(t, "grace@example.com");
    expect(userInfo).toMatchObject({ type: 3, userType: 3 });
  });
});
