import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { aaaId } from "../../companies/index.ts";
import { SANCTIONS_DATASETS } from "../sanctions.datasets.ts";

// The small bundled lists (OFAC consolidated non-SDN, BIS Denied Persons) on a real database.
const LISTS = SANCTIONS_DATASETS.filter((d) => d.name !== "sanctions-ofac-sdn");
const NOW = new Date("2026-03-01T12:00:00Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ datasets: LISTS, now: () => NOW });
}, 300_000);
afterAll(() => t.close());

type Reply<T> = { code: number; msg: string; data: T };
const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: "GET", url: `/csi${url}` });
  return { status: res.statusCode, body: res.json<Reply<T>>() };
};
type Row = { id: string; listId: string; name: string; entryType: string; programmes: string[]; nameCount: number };
type Page = { rows: Row[]; total: number; page: number; pageSize: number; lists: { id: string }[] };
type Match = { id: string; score: number; match: boolean; features: Record<string, number>; explanations: object };

describe("GET /csi/publications/getSanctionSourceList", () => {
  it("names every loaded list with its version, date and entry count as the database holds them", async () => {
    const { status, body } = await get<{
      lists: { id: string; version: string; entryCount: number; sourceUrl: string }[];
    }>("/publications/getSanctionSourceList");
    expect(status).toBe(200);
    const { rows } = await sql<{ id: string; version: string; entry_count: number }>`
      SELECT id, version, entry_count FROM sanction_lists ORDER BY id`.execute(t.database.db);
    expect(body.data.lists.map((l) => [l.id, l.version, l.entryCount])).toEqual(
      rows.map((r) => [r.id, r.version, r.entry_count]),
    );
    expect(body.data.lists.find((l) => l.id === "bis-dpl")?.sourceUrl).toBe("https://www.bis.doc.gov/dpl/dpl.txt");
  });
});

describe("GET /csi/sanction/entries", () => {
  it("pages one entry type, by name, with the total the database counts", async () => {
    const { body } = await get<Page>("/sanction/entries?type=entity&pageSize=5&page=2");
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM sanction_entries WHERE entry_type = 'entity'`.execute(t.database.db);
    expect(body.data.total).toBe(rows[0]!.n);
    expect(body.data.rows).toHaveLength(5);
    expect(body.data.rows.every((r) => r.entryType === "entity")).toBe(true);
    const names = body.data.rows.map((r) => r.name);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
  });

  it("finds an entry by one of its aliases, and keeps to the list asked for", async () => {
    const { rows } = await sql<{ list_id: string; source_id: string; name: string }>`
      SELECT n.list_id, n.source_id, n.name FROM sanction_names n JOIN sanction_entries e USING (list_id, source_id)
      WHERE n.name_type = 'aka' AND e.entry_type = 'individual' ORDER BY n.list_id, n.source_id LIMIT 1`.execute(
      t.database.db,
    );
    const alias = rows[0]!;
    const { body } = await get<Page>(
      `/sanction/entries?type=individual&list=${alias.list_id}&keyword=${encodeURIComponent(alias.name)}`,
    );
    expect(body.data.rows.map((r) => r.id)).toContain(`${alias.list_id}:${alias.source_id}`);
    expect(body.data.rows.every((r) => r.listId === alias.list_id)).toBe(true);
    const none = await get<Page>("/sanction/entries?type=individual&keyword=%25zzqqxx_");
    expect(none.body.data.total).toBe(0);
    expect((await get<Page>("/sanction/entries?type=entity&list=eu-fsf")).status).toBe(404);
  });

  it("refuses an unknown entry type with the field named", async () => {
    const { status, body } = await get<Page>("/sanction/entries?type=ship");
    expect(status).toBe(400);
    expect(body.msg).toContain("type");
  });
});

describe("GET /csi/sanction/entry", () => {
  it("shows every name, programme and the OFAC entry's own page", async () => {
    const { body } = await get<{
      screeningId: string;
      names: { name: string }[];
      programmes: { code: string }[];
      link: string;
      list: { id: string; version: string };
    }>("/sanction/entry?id=ofac-cons:9639");
    const { rows } = await sql<{ name: string }>`
      SELECT name FROM sanction_names WHERE list_id = 'ofac-cons' AND source_id = '9639' ORDER BY position`.execute(
      t.database.db,
    );
    expect(body.data.names.map((n) => n.name)).toEqual(rows.map((r) => r.name));
    expect(body.data.screeningId).toBe("ofac-9639");
    expect(body.data.programmes.length).toBeGreaterThan(0);
    expect(body.data.link).toBe("https://sanctionssearch.ofac.treas.gov/Details.aspx?id=9639");
    expect(body.data.list.id).toBe("ofac-cons");
    expect((await get("/sanction/entry?id=ofac-cons:0")).status).toBe(404);
    expect((await get("/sanction/entry?id=nolist")).status).toBe(404);
  });
});

describe("GET /csi/sanction/products", () => {
  it("lists every programme with its entry count; HS codes only as loaded", async () => {
    const { body } = await get<{ programmes: { listId: string; code: string; entryCount: number }[]; products: [] }>(
      "/sanction/products",
    );
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM sanction_programmes`.execute(
      t.database.db,
    );
    expect(body.data.programmes).toHaveLength(rows[0]!.n);
    const { rows: counted } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM sanctioned_products`.execute(
      t.database.db,
    );
    expect(body.data.products).toHaveLength(counted[0]!.n);
  });
});

describe("GET /csi/sanction/screen", () => {
  it("screens a name through the engine and explains each result feature by feature", async () => {
    const { status, body } = await get<{ results: Match[]; threshold: number; lists: object[]; screenedAt: string }>(
      "/sanction/screen?name=Ismail%20Haniya&schema=Person&birthDate=1962",
    );
    expect(status).toBe(200);
    const [top] = body.data.results;
    expect(top).toMatchObject({ id: "ofac-9639", match: true });
    expect(Object.keys(top!.features).length).toBeGreaterThan(0);
    expect(Object.keys(top!.explanations)).toEqual(expect.arrayContaining(Object.keys(top!.features)));
    expect(body.data.threshold).toBe(0.7);
    expect(body.data.screenedAt).toBe(NOW.toISOString());
    const strict = await get<{ results: Match[] }>("/sanction/screen?name=Ismail%20Haniya&threshold=0.99");
    expect(strict.body.data.results.every((r) => r.match === r.score >= 0.99)).toBe(true);
  });
});

describe("GET /csi/publications/getSanctions", () => {
  it("screens the company, its current officers and owners, naming lists, threshold and date", async () => {
    const db = t.database.db;
    const listed = await get<Page>("/sanction/entries?type=entity&list=ofac-cons&pageSize=1");
    const entity = listed.body.data.rows[0]!;
    await sql`INSERT INTO companies (id, aaa_id, name, source) VALUES (4242, ${aaaId(4242)}, ${entity.name}, 'test')`.execute(
      db,
    );
    await sql`INSERT INTO people (id, name, normalised, source) VALUES
      (91, 'Ismail Haniya', 'ismail haniya', 'test'), (92, 'Gone Officer', 'gone officer', 'test')`.execute(db);
    await sql`INSERT INTO company_officers (company_id, person_id, position, end_date, source) VALUES
      (4242, 91, 'Director', NULL, 'test'), (4242, 92, 'Director', '2001-01-01', 'test')`.execute(db);
    await sql`INSERT INTO company_interests (company_id, seq, party_type, party_name, interest_type, share_exact, source)
      VALUES (4242, 1, 'person', 'Ordinary Shareholder Person', 'shareholding', 60, 'test')`.execute(db);

    const { status, body } = await get<{
      subjects: { role: string; name: string; results: Match[] }[];
      lists: { id: string; version: string }[];
      threshold: number;
      screenedAt: string;
    }>(`/publications/getSanctions?id=${aaaId(4242)}`);
    expect(status).toBe(200);
    expect(body.data.subjects.map((s) => [s.role, s.name])).toEqual([
      ["company", entity.name],
      ["officer", "Ismail Haniya"],
      ["owner", "Ordinary Shareholder Person"],
    ]);
    const [company, officer] = body.data.subjects;
    expect(company!.results[0]).toMatchObject({ match: true, id: `ofac-${entity.id.split(":")[1]}` });
    expect(officer!.results[0]).toMatchObject({ id: "ofac-9639", match: true });
    expect(body.data.lists.map((l) => l.id)).toEqual(["bis-dpl", "ofac-cons"]);
    expect(body.data.threshold).toBe(0.7);
    expect(body.data.screenedAt).toBe(NOW.toISOString());
    expect((await get("/publications/getSanctions?id=A999999")).status).toBe(404);
  });
});
