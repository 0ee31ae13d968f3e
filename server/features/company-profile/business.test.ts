import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { aaaId } from "../companies/index.ts";
import { IDS, insertProfileFixture } from "./company-profile.fixture.ts";

describe("company profile API: business activities (GET)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertProfileFixture(t.database);
  });
  afterAll(() => t.close());

  const get = async (path: string, query: string) => {
    const res = await t.app.inject({ method: "GET", url: `/csi/businessActivities/${path}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it("gives the line of business, territories and products", async () => {
    const data = await get("getCompanyOperating", `id=${IDS.subject}`);
    expect(data.lineOfBusiness).toMatchObject({
      description: "Cloud software and analytics.",
      source: "demo-1",
      isDemo: true,
    });
    expect(data.lineOfBusiness.activities.map((a: { scheme: string }) => a.scheme)).toEqual([
      "ISIC",
      "NACE",
      "NAICS",
      "SIC",
    ]);
    const territories = Object.fromEntries(
      data.territories.map((t: { countryCode: string; kinds: string[] }) => [t.countryCode, t.kinds]),
    );
    expect(territories).toEqual({
      GB: ["mailing", "operation", "registered"],
      US: ["investment", "subsidiary"],
      DE: ["branch"],
      FR: ["branch"],
      IT: ["affiliate"],
      IE: ["subsidiary"],
    });
    expect(data.products.map((p: { name: string }) => p.name)).toEqual(["Cloud Platform", "Analytics Suite"]);
  });

  it("gives locations by the spec's address types", async () => {
    const all = await get("getCompanyLocations", `aaaId=${aaaId(1001)}`);
    expect(all.type).toBe("all");
    expect(all.counts).toEqual({ subject: 1, subsidiary: 2, registered: 1, operation: 1, all: 5 });
    expect(all.list.map((l: { type: string; city: string }) => [l.type, l.city])).toEqual([
      ["subject", "London"],
      ["operation", "Manchester"],
      ["mailing", "London"],
      ["subsidiary", "New York"],
      ["subsidiary", "Dublin"],
    ]);
    const subsidiaries = await get("getCompanyLocations", `id=${IDS.subject}&type=subsidiary`);
    expect(
      subsidiaries.list.map((l: { name: string; aaaId: string; lat: number }) => [l.name, l.aaaId, l.lat]),
    ).toEqual([
      ["Subsidiary One Inc", aaaId(1007), 40.7],
      ["Sister Services Ltd", aaaId(1009), 53.35],
    ]);
    const registered = await get("getCompanyLocations", `companyId=${IDS.subject}&type=registered`);
    expect(registered.list).toEqual([
      expect.objectContaining({ type: "registered", city: "London", source: "demo-1" }),
    ]);
  });

  it("rejects an address type outside the selector", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/csi/businessActivities/getCompanyLocations?id=${IDS.subject}&type=moon`,
    });
    expect(res.statusCode).toBe(400);
  });

  it("gives industry codes with descriptions and ancestors from the reference tables, never GICS", async () => {
    const { codes } = await get("getCompanyIndustry", `id=${IDS.subject}`);
    expect(
      codes.map((c: { scheme: string; code: string; description: string | null }) => [c.scheme, c.code, c.description]),
    ).toEqual([
      ["ISIC", "6201", "Computer programming activities"],
      ["NACE", "6201", "Computer programming activities"],
      ["NAICS", "541511", null],
      ["SIC", "7372", "Services-Prepackaged Software"],
    ]);
    expect(codes[0].path.map((p: { code: string }) => p.code)).toEqual(["J", "62", "620", "6201"]);
    expect(codes[0]).toMatchObject({ descriptionSource: "isic-test", source: "demo-1", isDemo: true });
  });

  it("gives a SIC code filed without its title the title of SEC's SIC list", async () => {
    await sql`INSERT INTO industry_codes (scheme, code, level, level_name, description, position, source)
      VALUES ('sic', '6021', 4, 'industry', 'NATIONAL COMMERCIAL BANKS', 1, 'sec-sic-test'),
        ('sic', '0100', 4, 'industry', 'AGRICULTURAL PRODUCTION-CROPS', 2, 'sec-sic-test')`.execute(t.database.db);
    const industryOf = async (id: string, sic: string) => {
      await sql`UPDATE companies SET sic = ${sic}, sic_description = NULL WHERE id = ${id}`.execute(t.database.db);
      const { codes } = await get("getCompanyIndustry", `id=${id}`);
      return codes.find((c: { scheme: string }) => c.scheme === "SIC");
    };
    expect(await industryOf(IDS.sister, "6021")).toMatchObject({
      code: "6021",
      description: "NATIONAL COMMERCIAL BANKS",
      descriptionSource: "sec-sic-test",
    });
    // EDGAR writes the codes below 1000 without their leading zero.
    expect(await industryOf(IDS.sister, "100")).toMatchObject({ description: "AGRICULTURAL PRODUCTION-CROPS" });
  });

  it("answers an unknown company with 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/csi/businessActivities/getCompanyIndustry?id=A999999" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });
});
