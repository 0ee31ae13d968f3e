import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { get, insertCompanies, TEST_NOW } from "./search.test-fixture.ts";
import type { Spec } from "./search.test-companies.ts";
import { closeWords } from "./company-search.repo.ts";

/**
 * Issue 12: typos of short words without flooding. Every reading of a misspelt query ranks as the
 * corrected query would (an exact name first, whichever of its words was closest by trigrams), a
 * typo keeps the first letter, a doubled letter written once is the likeliest slip, two swapped
 * letters are one typo at any length, and the other words typed (short ones and legal forms too)
 * rank the names that hold them first. Each case has a better-ranked look-alike the old rule put first.
 */
const city = "Testville";
const SPECS: Spec[] = [
  { n: 9101, name: "Flex Ltd.", country: "US", dq: 60, city, ticker: "FLEX" },
  { n: 9102, name: "Fred Holdings Inc", country: "US", dq: 95, city, ticker: "FRDH" },
  { n: 9103, name: "Genmab A/S", country: "DK", dq: 60, city, ticker: "GMAB" },
  { n: 9104, name: "Hemab Therapeutics Inc", country: "US", dq: 95, city, ticker: "HMAB" },
  { n: 9105, name: "Lennar Corp", country: "US", dq: 60, city, ticker: "LEN" },
  { n: 9106, name: "Lear Corp", country: "US", dq: 95, city, ticker: "LEA" },
  { n: 9107, name: "M&T Bank Corp", country: "US", dq: 60, city, ticker: "MTB" },
  { n: 9108, name: "Bain Capital Inc", country: "US", dq: 95, city, ticker: "BCSF" },
  { n: 9109, name: "Joint Stock Co Kaspi.kz", country: "KZ", dq: 60, city, ticker: "KSPI" },
];

describe("company search: typos of short words", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => TEST_NOW });
    await insertCompanies(t.database.db, SPECS);
  });
  afterAll(() => t.close());

  const first = async (searchname: string) => {
    const { status, json } = await get(t, "/company/search", { searchname, pageSize: 10 });
    expect(status).toBe(200);
    expect(json.data.matchMode).toBe("fuzzy");
    return (json.data.rows[0] as { name: string } | undefined)?.name;
  };

  it("ranks the name equal to any reading of the typo first", async () => {
    expect(await first("frex")).toBe("Flex Ltd.");
  });

  it("keeps the first letter, reads a doubled letter written once, and two swapped letters", async () => {
    expect(await first("gemab")).toBe("Genmab A/S");
    expect(await first("lenar")).toBe("Lennar Corp");
    const [bakn, ...others] = await closeWords(t.database.db, ["bakn", "gemab", "lenar"]);
    expect(bakn).toContain("bank");
    expect(others).toEqual([["genmab"], ["lennar"]]);
  });

  it("lets the short words typed rank the names that hold them", async () => {
    expect(await first("m&t bakn")).toBe("M&T Bank Corp");
  });

  it("does not require the legal-form words typed (the name may spell its form otherwise)", async () => {
    expect(await first("joint stock company kaspikz")).toBe("Joint Stock Co Kaspi.kz");
  });
});
