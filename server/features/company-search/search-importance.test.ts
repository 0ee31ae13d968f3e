import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { get, idOf, insertCompanies, TEST_NOW } from "./search.test-fixture.ts";
import type { Spec } from "./search.test-companies.ts";

/**
 * Issue 12: the company people mean comes first — a listed, active registration over a former one
 * of the same name (search rank, 0038_search_importance.sql); reordered words with a legal-form
 * word among them in keyword mode; typos of swapped letters, and a typo that is itself a name word.
 */
const city = "Testville";
const SPECS: Spec[] = [
  // The same company twice: the former SEC registration is better filled but no longer listed.
  { n: 9001, name: "BLACKROCK INC.", country: "US", dq: 95, city, status: "unknown" },
  { n: 9002, name: "BlackRock, Inc.", country: "US", dq: 80, city, ticker: "BLK" },
  // "eog" is a legal form somewhere, so the text "resources eog" loses it at its end.
  { n: 9003, name: "EOG RESOURCES INC", country: "US", dq: 70, city, ticker: "EOG" },
  { n: 9004, name: "RESOURCES CONNECTION, INC.", country: "US", dq: 90, city, ticker: "RGP" },
  { n: 9005, name: "Resources Exploration Co", country: "US", dq: 99, city },
  { n: 9006, name: "EQUINOR ASA", country: "NO", dq: 80, city, ticker: "EQNR" },
  { n: 9007, name: "Crown Castle Inc.", country: "US", dq: 80, city, ticker: "CCI" },
  { n: 9008, name: "Cattle Ranchers Cooperative", country: "US", dq: 90, city },
  { n: 9009, name: "First Solar, Inc.", country: "US", dq: 80, city, ticker: "FSLR" },
  { n: 9010, name: "Frist Capital LLC", country: "US", dq: 90, city },
];

describe("company search: importance, legal-form words in keyword mode, typos", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => TEST_NOW });
    await insertCompanies(t.database.db, SPECS);
  });
  afterAll(() => t.close());

  const names = async (searchname: string, keword: 1 | 2 = 2) => {
    const { status, json } = await get(t, "/company/search", { searchname, keword, pageSize: 10 });
    expect(status).toBe(200);
    return json.data.rows.map((row: { name: string }) => row.name) as string[];
  };

  it("puts the listed, active registration before a former one of the same name", async () => {
    expect((await names("blackrock")).slice(0, 2)).toEqual(["BlackRock, Inc.", "BLACKROCK INC."]);
    expect((await names("blackroock"))[0]).toBe("BlackRock, Inc.");
  });

  it("keeps the search rank on the names when a company's listing and status change", async () => {
    await t.database.db
      .updateTable("companies")
      .set({ is_listed: false, status: "dissolved" })
      .where("id", "=", String(idOf(9002)))
      .execute();
    expect((await names("blackrock"))[0]).toBe("BLACKROCK INC.");
    await t.database.db
      .updateTable("companies")
      .set({ is_listed: true, status: "active" })
      .where("id", "=", String(idOf(9002)))
      .execute();
    expect((await names("blackrock"))[0]).toBe("BlackRock, Inc.");
  });

  it("finds words in any order when one of them is also a legal form (keyword mode)", async () => {
    expect((await names("resources eog", 1))[0]).toBe("EOG RESOURCES INC");
    expect(await names("asa equinor", 1)).toEqual(["EQUINOR ASA"]);
    expect((await names("eog resources"))[0]).toBe("EOG RESOURCES INC");
  });

  it("reads swapped letters as one edit, and widens a typo that is itself a name word", async () => {
    expect(await names("crown catsle")).toEqual(["Crown Castle Inc."]);
    expect(await names("frist solar")).toEqual(["First Solar, Inc."]);
    expect((await names("frist capital"))[0]).toBe("Frist Capital LLC");
  });
});
