import { describe, expect, it } from "vitest";
import type { OwnershipNode } from "../../../contract/company-profile-ownership.ts";
import { parseCompanyId, parsePersonId, refValue } from "./company-ref.ts";
import { mailDomain } from "./mail-domain.ts";
import { naceForms } from "./industry.service.ts";
import { parseInstant } from "./views.service.ts";
import { markUbos, partyKey, shareholderChartSummary, ultimateOwners } from "./ownership-math.ts";

describe("company ids", () => {
  it("takes the first of id, aaaId, companyId that is given", () => {
    expect(refValue({ id: " ", aaaId: "A1B", companyId: 5 })).toBe("A1B");
    expect(refValue({ companyId: 5 })).toBe("5");
    expect(refValue({})).toBeUndefined();
  });
  it("reads aaa_ids in any case, and numeric ids", () => {
    expect(parseCompanyId("A6UKX")).toBe(String(parseInt("6UKX", 36)));
    expect(parseCompanyId("a6ukx")).toBe(parseCompanyId("A6UKX"));
    expect(parseCompanyId("320193")).toBe("320193");
    for (const bad of ["0", "A", "B12", "12a", "99999999999999999999", "A-1"])
      expect(parseCompanyId(bad)).toBeUndefined();
    expect(parsePersonId(12)).toBe("12");
    expect(parsePersonId("x")).toBeUndefined();
  });
});

describe("mail domain", () => {
  it("prefers the e-mail's domain, else the website's host without www", () => {
    expect(mailDomain("Info@Acme.Example", "https://other.example")).toBe("acme.example");
    expect(mailDomain(null, "https://www.acme.example/about")).toBe("acme.example");
    expect(mailDomain(null, "acme.example")).toBe("acme.example");
    expect(mailDomain(null, null)).toBeNull();
    expect(mailDomain("broken", "not a url")).toBeNull();
  });
});

describe("industry codes", () => {
  it("tries a NACE class with and without its dot", () => {
    expect(naceForms("6201")).toEqual(["6201", "62.01"]);
    expect(naceForms("62.01")).toEqual(["62.01"]);
  });
});

describe("view times", () => {
  it("reads epoch milliseconds and ISO dates", () => {
    expect(parseInstant(0)?.toISOString()).toBe("1970-01-01T00:00:00.000Z");
    expect(parseInstant("1700000000000")?.getTime()).toBe(1_700_000_000_000);
    expect(parseInstant("2026-01-02T03:04:05Z")?.toISOString()).toBe("2026-01-02T03:04:05.000Z");
    expect(parseInstant("yesterday")).toBeUndefined();
  });
});

function node(partial: Partial<OwnershipNode> & Pick<OwnershipNode, "key" | "name">): OwnershipNode {
  return {
    parentKey: null,
    level: 1,
    partyType: "person",
    partyCompanyId: null,
    partyAaaId: null,
    partyPersonId: null,
    countryCode: null,
    interestType: "shareholding",
    share: null,
    shareMin: null,
    shareMax: null,
    effectiveShare: null,
    effectiveMin: null,
    effectiveMax: null,
    isDirect: true,
    isBeneficial: false,
    isUbo: false,
    isCycle: false,
    hasMore: false,
    startDate: null,
    source: "test",
    isDemo: false,
    ...partial,
  };
}

const exact = (value: number) => ({
  share: value,
  shareMin: value,
  shareMax: value,
  effectiveShare: value,
  effectiveMin: value,
  effectiveMax: value,
});

describe("ownership arithmetic", () => {
  it("sums a person's effective shares over their paths and applies the UBO threshold", () => {
    const nodes = [
      node({ key: "a", name: "Holdco", partyType: "company", partyCompanyId: "9", ...exact(60) }),
      node({ key: "a/p", parentKey: "a", level: 2, name: "Pat", partyPersonId: "1", ...exact(30) }),
      node({ key: "b", name: "Pat", partyPersonId: "1", ...exact(10) }),
      node({ key: "c", name: "Quinn", partyPersonId: "2", ...exact(25) }),
    ];
    const owners = ultimateOwners(nodes);
    expect(owners.map((o) => [o.name, o.effectiveShare, o.paths, o.isUbo])).toEqual([
      ["Pat", 40, 2, true],
      ["Quinn", 25, 1, false],
    ]);
    expect(
      markUbos(nodes, owners)
        .filter((n) => n.isUbo)
        .map((n) => n.key),
    ).toEqual(["a/p", "b"]);
  });

  it("keeps ranges as ranges, and leaves cycles and depth-cut nodes out", () => {
    const owners = ultimateOwners([
      node({ key: "r", name: "Range", shareMin: 20, shareMax: 30, effectiveMin: 20, effectiveMax: 30 }),
      node({ key: "c", name: "Loop", partyType: "company", partyCompanyId: "1", isCycle: true, ...exact(50) }),
      node({ key: "d", name: "Deep", partyType: "company", partyCompanyId: "2", hasMore: true, ...exact(50) }),
    ]);
    expect(owners).toEqual([
      expect.objectContaining({
        name: "Range",
        effectiveShare: null,
        effectiveMin: 20,
        effectiveMax: 30,
        isUbo: false,
      }),
    ]);
  });

  it("makes a person the source declares beneficial owner a UBO below the threshold", () => {
    const nodes = [node({ key: "p", name: "Pat", partyPersonId: "1", ...exact(10) })];
    const declared = [
      {
        partyKey: "person:1",
        partyType: "person" as const,
        name: "Pat",
        countryCode: null,
        partyAaaId: null,
        partyPersonId: "1",
        interestType: "shareholding",
        share: 10,
        isBeneficial: true,
        source: "test",
        isDemo: false,
      },
    ];
    expect(ultimateOwners(nodes)[0]?.isUbo).toBe(false);
    expect(ultimateOwners(nodes, declared)[0]?.isUbo).toBe(true);
  });

  it("counts a beneficial flag as UBO without a share", () => {
    const [owner] = ultimateOwners([
      node({ key: "e", name: "Eve", partyPersonId: "5", interestType: "appointment-of-board", isBeneficial: true }),
    ]);
    expect(owner).toMatchObject({ effectiveShare: null, isUbo: true });
  });

  it("gives one identity per party", () => {
    expect(partyKey(node({ key: "x", name: " ACME ", partyType: "ngo", countryCode: "FR" }))).toBe("ngo:acme|FR");
    expect(partyKey(node({ key: "x", name: "Co", partyCompanyId: "7", partyType: "company" }))).toBe("company:7");
  });

  it("slices direct exact holdings and leaves the rest undisclosed", () => {
    const summary = shareholderChartSummary([
      node({ key: "a", name: "A", ...exact(30) }),
      node({ key: "b", name: "B", ...exact(45.5) }),
      node({ key: "c", name: "C", shareMin: 5, shareMax: 10 }),
      node({ key: "d", name: "D", interestType: "voting-rights", ...exact(80) }),
      node({ key: "a/x", parentKey: "a", level: 2, name: "X", ...exact(100) }),
    ]);
    expect(summary.slices.map((s) => [s.name, s.share])).toEqual([
      ["B", 45.5],
      ["A", 30],
    ]);
    expect(summary).toMatchObject({ undisclosed: 24.5, rangedCount: 1 });
  });
});
