import { describe, expect, it } from "vitest";
import { Value } from "typebox/value";
import { InfoProposal, type ContributionEntry } from "../../../contract/contributions.ts";
import { changedFields, contributedValues, isContributed, patternOf, proposableCodes } from "./contributed-values.ts";
import { addressOfLocation } from "./address-values.ts";
import { infoForm, infoValues } from "./info-values.ts";

const entry = (id: string, kind: ContributionEntry["kind"], changes: [string, string | null][]): ContributionEntry => ({
  id,
  kind,
  changes: changes.map(([field, value]) => ({ field, value, previous: null })),
  contributor: "Tess R.",
  proposedAt: "2026-11-01T00:00:00.000Z",
  appliedAt: "2026-11-02T00:00:00.000Z",
  source: "user",
});

describe("the values users contributed", () => {
  // Newest first, as getContributions answers.
  const history = [
    entry("3", "info", [["website", "https://new.example"]]),
    entry("2", "addressEdit", [["city", "Leeds"]]),
    entry("1", "info", [
      ["website", "https://old.example"],
      ["nace", "62.01"],
      ["employees", "320"],
    ]),
  ];
  const values = contributedValues(history);

  it("keeps the newest contributed value of each company field, and no address field", () => {
    expect(Object.fromEntries(values)).toEqual({ website: "https://new.example", nace: "62.01", employees: "320" });
  });

  it("labels a shown value only while it is the contributed one", () => {
    expect(isContributed(values, "website", "https://new.example")).toBe(true);
    expect(isContributed(values, "website", "https://old.example")).toBe(false);
    expect(isContributed(values, "nace", "6201")).toBe(true);
    expect(isContributed(values, "employees", 320)).toBe(true);
    expect(isContributed(values, "employees", 321)).toBe(false);
    expect(isContributed(values, "phone", "+44 1")).toBe(false);
    expect(isContributed(values, "website", null)).toBe(false);
  });
});

describe("the company information form", () => {
  it("sends only the non-empty values that differ from the shown ones", () => {
    const shown = infoValues({ website: "https://a.example", email: null, phone: "+1 555 0100", employees: 12 });
    expect(shown).toEqual({
      website: "https://a.example",
      email: "",
      phone: "+1 555 0100",
      description: "",
      employees: "12",
    });
    expect(changedFields(shown, { ...shown, email: "hq@a.example", phone: " +1 555 0100 ", website: "" })).toEqual({
      email: "hq@a.example",
    });
    expect(changedFields(shown, shown)).toEqual({});
  });

  it("checks each changed field with editCompanyPartialInfo's rule, an empty or unchanged one allowed", () => {
    const blank = infoValues({});
    const rules = infoForm(blank);
    expect(Value.Check(rules, blank)).toBe(true);
    expect(Value.Check(rules, { ...blank, website: "https://a.example", employees: "320" })).toBe(true);
    expect(Value.Check(rules, { ...blank, website: "a.example" })).toBe(false);
    expect(Value.Check(rules, { ...blank, email: "not an address" })).toBe(false);
    expect(Value.Check(rules, { ...blank, employees: "12 people" })).toBe(false);
    expect(Value.Check(rules, { ...blank, phone: "12" })).toBe(false);
    // A website shown without its scheme can stay as it is, not be changed into another bad one.
    const shown = infoValues({ website: "www.a.example" });
    expect(Value.Check(infoForm(shown), shown)).toBe(true);
    expect(Value.Check(infoForm(shown), { ...shown, website: "www.b.example" })).toBe(false);
  });
});

describe("industry codes a company can be given", () => {
  const list = [
    { code: "J", description: "Information and communication" },
    { code: "62", description: "Computer programming, consultancy" },
    { code: "62.01", description: "Computer programming activities" },
    { code: "6201", description: "Computer programming activities" },
  ];
  it("are the most detailed level, as the contract's pattern of the scheme wants it", () => {
    expect(proposableCodes(patternOf(InfoProposal.properties.nace), list).map((c) => c.code)).toEqual([
      "62.01",
      "6201",
    ]);
    expect(proposableCodes(patternOf(InfoProposal.properties.isic), list).map((c) => c.code)).toEqual(["6201"]);
    expect(proposableCodes(patternOf(InfoProposal.properties.naics), list)).toEqual([]);
  });
});

describe("the address behind a Locations row", () => {
  const row = {
    key: "1001:2",
    type: "operation",
    line1: "2 Mill Road",
    line2: null,
    city: "Manchester",
    region: null,
    postcode: "M1 1AA",
    countryCode: "GB",
  };
  it("is the company's own address with its seq and values", () => {
    expect(addressOfLocation(row)).toEqual({
      seq: 2,
      values: {
        kind: "operation",
        line1: "2 Mill Road",
        line2: "",
        city: "Manchester",
        region: "",
        postcode: "M1 1AA",
        countryCode: "GB",
      },
    });
    expect(addressOfLocation({ ...row, key: "1001:1", type: "subject" })?.values.kind).toBe("registered");
  });
  it("is none for a subsidiary's address", () => {
    expect(addressOfLocation({ ...row, key: "2002:1", type: "subsidiary" })).toBeNull();
  });
});
