import { setupI18n } from "@lingui/core";
import { describe, expect, it, vi } from "vitest";
import type { ResolverOptions } from "react-hook-form";
import { maxLengthOf, schemaResolver } from "../../lib/typebox-resolver.ts";
import {
  EMPTY_PROFILE,
  PROFILE_SCHEMAS,
  profileBody,
  shouldPromptProfile,
  type ProfileField,
  type ProfileType,
  type ProfileValues,
} from "./profile-form.ts";

// Each field's message by its name (the real ones are Lingui macros, compiled only in the app's build).
vi.mock("./profile-messages.ts", () => ({
  PROFILE_MESSAGES: new Proxy({}, { get: (_, key) => ({ id: String(key), message: `empty ${String(key)}` }) }),
}));
const { PROFILE_MESSAGES } = await import("./profile-messages.ts");

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
i18n.activate("en");

/** The fields that fail, with their message. */
async function validateProfile(values: ProfileValues, type: ProfileType) {
  const resolve = schemaResolver<ProfileValues>(PROFILE_SCHEMAS[type], i18n, {
    messages: PROFILE_MESSAGES,
    trim: true,
  });
  const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ProfileValues>;
  const { errors } = await resolve(values, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}
const checkProfileField = async (field: ProfileField, value: string, type: ProfileType) =>
  field in (await validateProfile({ ...FILLED, [field]: value }, type));
const maxLength = (field: ProfileField, type: ProfileType) => maxLengthOf(PROFILE_SCHEMAS[type], field);

const FILLED = {
  firstName: "Ada",
  lastName: "Lovelace",
  phoneNumber: "+44 20 0000",
  email: "ada@example.com",
  companyName: "",
  address1: "1 Main St",
  countryCode: "GB",
  city: "London",
  zipCode: "N1",
};

describe("profile form rules", () => {
  it("requires every field of the individual form except the organisation", async () => {
    const errors = await validateProfile(EMPTY_PROFILE, 1);
    expect(Object.keys(errors).sort()).toEqual(
      ["address1", "city", "countryCode", "email", "firstName", "lastName", "phoneNumber", "zipCode"].sort(),
    );
    expect(errors.city).toBe("empty city");
    expect(await validateProfile(FILLED, 1)).toEqual({});
  });

  it("requires the organisation name for a group", async () => {
    expect(await validateProfile(FILLED, 2)).toEqual({ companyName: "empty companyName" });
    expect(await checkProfileField("companyName", "  ", 2)).toBe(true);
    expect(await checkProfileField("companyName", "Acme", 2)).toBe(false);
  });

  it("treats blanks as empty and checks no format", async () => {
    expect(await checkProfileField("email", "   ", 1)).toBe(true);
    expect(await checkProfileField("email", "not an email", 1)).toBe(false);
  });

  it("limits lastName to 50 and address, city and zip to 20 in the individual form", () => {
    expect(maxLength("lastName", 1)).toBe(50);
    expect(maxLength("lastName", 2)).toBe(50);
    expect(maxLength("address1", 1)).toBe(20);
    expect(maxLength("city", 1)).toBe(20);
    expect(maxLength("zipCode", 1)).toBe(20);
    expect(maxLength("address1", 2)).toBeGreaterThan(20);
  });

  it("builds the save body with the type and trimmed values", () => {
    expect(profileBody({ ...FILLED, firstName: " Ada " }, 1)).toMatchObject({
      type: 1,
      firstName: "Ada",
      city: "London",
    });
  });

  it("prompts unless certified or completed", () => {
    expect(shouldPromptProfile(0, null)).toBe(true);
    expect(shouldPromptProfile(undefined, null)).toBe(true);
    expect(shouldPromptProfile(1, null)).toBe(false);
    expect(shouldPromptProfile(0, "1")).toBe(false);
  });
});

describe("profile form of a group", () => {
  it("reports every empty field at once, the organisation name too", async () => {
    expect(Object.keys(await validateProfile(EMPTY_PROFILE, 2))).toHaveLength(9);
  });
});
