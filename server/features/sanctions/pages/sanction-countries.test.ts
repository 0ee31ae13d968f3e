import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { SANCTIONS_DATASETS } from "../sanctions.datasets.ts";

// The small bundled lists (OFAC consolidated non-SDN, BIS Denied Persons) on a real database.
const LISTS = SANCTIONS_DATASETS.filter((d) => d.name !== "sanctions-ofac-sdn");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ datasets: LISTS });
}, 300_000);
afterAll(() => t.close());

type Reply<T> = { code: number; msg: string; data: T };
const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: "GET", url: `/csi/publications/${url}` });
  return { status: res.statusCode, body: res.json<Reply<T>>() };
};
type Programme = { label: string; listId: string; code: string; entryCount: number };
type Country = {
  countryCode: string;
  entryCount: number;
  entities: number;
  individuals: number;
  programmes: Programme[];
};

/** Entries naming a country as nationality or address, counted the plain way. */
async function entriesOf(country: string, programme?: { listId: string; code: string }) {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM sanction_entries e
    WHERE (EXISTS (SELECT 1 FROM sanction_nationalities x WHERE (x.list_id, x.source_id) = (e.list_id, e.source_id)
                   AND x.country_code = ${country})
        OR EXISTS (SELECT 1 FROM sanction_addresses x WHERE (x.list_id, x.source_id) = (e.list_id, e.source_id)
                   AND x.country_code = ${country}))
      AND (${programme?.code ?? null}::text IS NULL OR EXISTS (SELECT 1 FROM sanction_entry_programmes p
           WHERE (p.list_id, p.source_id) = (e.list_id, e.source_id) AND p.list_id = ${programme?.listId ?? null}
           AND p.programme_code = ${programme?.code ?? null}))`.execute(t.database.db);
  return rows[0]!.n;
}

describe("GET /csi/publications/getCountryList and getListCountry", () => {
  it("counts each country's entries and programmes as the database holds them, the most first", async () => {
    const { status, body } = await get<{ countries: Country[] }>("getCountryList");
    expect(status).toBe(200);
    const countries = body.data.countries;
    expect(countries.length).toBeGreaterThan(5);
    const counts = countries.map((c) => c.entryCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    for (const country of countries.slice(0, 3)) {
      expect(country.entryCount).toBe(await entriesOf(country.countryCode));
      const top = country.programmes[0];
      if (top) expect(top.entryCount).toBe(await entriesOf(country.countryCode, top));
    }
    const picker = await get<{ countries: { countryCode: string; entryCount: number }[] }>("getListCountry");
    expect(picker.body.data.countries).toEqual(
      countries.map((c) => ({ countryCode: c.countryCode, entryCount: c.entryCount })),
    );
  });

  it("keeps to one list or one programme, and answers 404 for one not loaded and 400 for a malformed label", async () => {
    const bis = await get<{ countries: Country[] }>("getCountryList?list=bis-dpl");
    expect(bis.body.data.countries.every((c) => c.programmes.every((p) => p.listId === "bis-dpl"))).toBe(true);
    expect((await get<null>("getCountryList?list=eu-fsf")).status).toBe(404);
    expect((await get<null>("getCountryList?label=ofac-cons:NO-SUCH-PROGRAMME")).status).toBe(404);
    const bad = await get<null>("getCountryList?label=nolabel");
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain("label");
  });
});

describe("GET /csi/publications/getCountryListLabel and getLabelCountry", () => {
  it("lists every programme with its entries and countries; one programme's countries add up", async () => {
    type Label = Programme & { countryCount: number };
    const { body } = await get<{ labels: Label[] }>("getCountryListLabel");
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM sanction_programmes`.execute(
      t.database.db,
    );
    expect(body.data.labels).toHaveLength(rows[0]!.n);
    const label = body.data.labels.find((l) => l.countryCount > 1)!;
    const one = await get<{ programme: Programme; countries: { countryCode: string; entryCount: number }[] }>(
      `getLabelCountry?label=${encodeURIComponent(label.label)}`,
    );
    expect(one.status).toBe(200);
    expect(one.body.data.programme).toMatchObject({ label: label.label, entryCount: label.entryCount });
    expect(one.body.data.countries).toHaveLength(label.countryCount);
    const first = one.body.data.countries[0]!;
    expect(first.entryCount).toBe(await entriesOf(first.countryCode, label));
    expect((await get<null>("getLabelCountry")).status).toBe(400);
    expect((await get<null>("getLabelCountry?label=ofac-cons:ZZZ")).status).toBe(404);
  });
});

describe("GET /csi/publications/getCountryListDetails", () => {
  it("shows a country's programmes and pages its entries", async () => {
    const list = await get<{ countries: Country[] }>("getCountryList");
    const country = list.body.data.countries[0]!;
    type Details = { country: Country; rows: { id: string; countries: string[] }[]; total: number; pageSize: number };
    const { status, body } = await get<Details>(
      `getCountryListDetails?country=${country.countryCode.toLowerCase()}&pageSize=5`,
    );
    expect(status).toBe(200);
    expect(body.data.country).toEqual(country);
    expect(body.data.total).toBe(country.entryCount);
    expect(body.data.rows).toHaveLength(Math.min(5, country.entryCount));
    const top = country.programmes[0]!;
    const narrowed = await get<Details>(
      `getCountryListDetails?country=${country.countryCode}&label=${encodeURIComponent(top.label)}`,
    );
    expect(narrowed.body.data.total).toBe(top.entryCount);
    expect((await get<null>("getCountryListDetails?country=AQ")).status).toBe(404);
    const bad = await get<null>("getCountryListDetails?country=ZZZ");
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain("country");
  });
});
