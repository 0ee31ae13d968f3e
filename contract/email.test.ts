import { describe, expect, it } from "vitest";
import { EMAIL_AND_NAME_MAX } from "./constants.ts";
import { EMAIL_ADDRESS_MAX, EMAIL_PATTERN, isEmailAddress } from "./email.ts";
import { EMAIL_PATTERN as SEARCH_EMAIL_PATTERN, isEmailAddress as isSearchEmail } from "./company-search-actions.ts";

describe("the one e-mail rule", () => {
  it("takes an address with a local part, an @ and a dotted domain", () => {
    expect(isEmailAddress("analyst@example.com")).toBe(true);
    expect(isEmailAddress("a.b+c@sub.example.co.uk")).toBe(true);
  });

  it("refuses what is not one address", () => {
    for (const value of ["", "analyst", "analyst@example", "@example.com", "an alyst@example.com", "a@b@c.com"]) {
      expect(isEmailAddress(value), value).toBe(false);
    }
    // A list of addresses is never one address (the two old rules differed here).
    expect(isEmailAddress("a@x.com,b@y.com")).toBe(false);
    expect(isEmailAddress("a@x.com;b@y.com")).toBe(false);
  });

  it("bounds the length: 254 by default, the account limit when asked", () => {
    const long = `${"a".repeat(EMAIL_ADDRESS_MAX - "@x.com".length)}@x.com`;
    expect(isEmailAddress(long)).toBe(true);
    expect(isEmailAddress(`a${long}`)).toBe(false);
    const account = `${"a".repeat(EMAIL_AND_NAME_MAX - "@x.com".length)}@x.com`;
    expect(isEmailAddress(account, EMAIL_AND_NAME_MAX)).toBe(true);
    expect(isEmailAddress(`a${account}`, EMAIL_AND_NAME_MAX)).toBe(false);
  });

  it("is the rule the share and report forms use", () => {
    expect(SEARCH_EMAIL_PATTERN).toBe(EMAIL_PATTERN);
    expect(isSearchEmail).toBe(isEmailAddress);
  });
});
