import { describe, expect, it } from "vitest";
import {
  EMPTY_PROFILE,
  checkProfileField,
  maxLength,
  profileBody,
  shouldPromptProfile,
  validateProfile,
} from "./profile-form.ts";

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
  it("requires every field of the individual form except the organisation", () => {
    expect(Object.keys(validateProfile(EMPTY_PROFILE, 1)).sort()).toEqual(
      ["address1", "city", "countryCode", "email", "firstName", "lastName", "phoneNumber", "zipCode"].sort(),
    );
    expect(validateProfile(FILLED, 1)).toEqual({});
  });

  it("requires the organisation name for a group", () => {
    expect(validateProfile(FILLED, 2)).toEqual({ companyName: true });
    expect(checkProfileField("companyName", "  ", 2)).toBe(true);
    expect(checkProfileField("companyName", "Acme", 2)).toBe(false);
  });

  it("treats blanks as empty and checks no format", () => {
    expect(checkProfileField("email", "   ", 1)).toBe(true);
    expect(checkProfileField("email", "not an email", 1)).toBe(false);
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
