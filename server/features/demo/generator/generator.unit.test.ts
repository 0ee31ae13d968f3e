import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateDemo } from "./generator.ts";
import { fileSink } from "./file-sink.ts";
import { DEMO_COLUMNS, type DemoTable } from "./tables.ts";
import { cellText } from "../../../lib/cell-text.ts";
import { allocate, COUNTRY_FLOOR, createWorld } from "./world.ts";
import { DEFAULT_DEMO_COMPANIES } from "../../../config.ts";
import { COUNTRY_MIN_COMPANIES } from "../../../../contract/constants.ts";

type Rows = Map<DemoTable, Record<string, unknown>[]>;

/** Generates into memory, rows as objects keyed by column name. */
async function generate(companies: number, seed: number): Promise<Rows> {
  const tables: Rows = new Map();
  await generateDemo({ companies, seed }, async (table, rows) => {
    const names = DEMO_COLUMNS[table].map((c) => c.name);
    const list = tables.get(table) ?? [];
    for (const row of rows) list.push(Object.fromEntries(names.map((name, i) => [name, row[i]])));
    tables.set(table, list);
  });
  return tables;
}

async function generateFiles(companies: number, seed: number, dir: string, tables?: DemoTable[]): Promise<void> {
  const { sink, close } = fileSink(dir);
  await generateDemo({ companies, seed, ...(tables ? { tables } : {}) }, sink);
  await close({ companies, seed });
}

const filesOf = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((name) => [name, readFileSync(join(dir, name))]),
  );

describe("demo generator: determinism", () => {
  const dirs: string[] = [];
  const temp = () => {
    const dir = mkdtempSync(join(tmpdir(), "demo-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("writes byte-identical files for the same seed and size, and different ones for another seed", async () => {
    const [a, b, c] = [temp(), temp(), temp()];
    await generateFiles(400, 5, a);
    await generateFiles(400, 5, b);
    await generateFiles(400, 6, c);
    const first = filesOf(a);
    expect(Object.keys(first)).toContain("companies.tsv.gz");
    expect(Object.keys(first)).toContain("manifest.json");
    expect(filesOf(b)).toEqual(first);
    const other = filesOf(c);
    expect(other["companies.tsv.gz"]?.equals(first["companies.tsv.gz"] as Buffer)).toBe(false);
    expect(other["shipments.tsv.gz"]?.equals(first["shipments.tsv.gz"] as Buffer)).toBe(false);
  }, 120_000);

  it("writes the same bytes for a table whether or not the other tables are produced", async () => {
    const [all, some] = [temp(), temp()];
    await generateFiles(400, 5, all);
    await generateFiles(400, 5, some, ["companies", "company_names", "company_addresses"]);
    const [full, part] = [filesOf(all), filesOf(some)];
    const files = ["companies.tsv.gz", "company_addresses.tsv.gz", "company_names.tsv.gz", "manifest.json"];
    expect(Object.keys(part)).toEqual(files);
    for (const file of files.slice(0, 3)) expect(part[file]?.equals(full[file] as Buffer), file).toBe(true);
  }, 120_000);
});

describe("demo generator: content", () => {
  let rows: Rows;
  beforeAll(async () => {
    rows = await generate(3000, 11);
  }, 60_000);
  const table = (name: DemoTable) => rows.get(name) ?? [];

  it("labels every row as demo", () => {
    for (const [name, list] of rows) {
      expect(list.length, name).toBeGreaterThan(0);
      expect(
        list.every((r) => r.source === "demo" && r.is_demo === true),
        name,
      ).toBe(true);
    }
  });

  it("spreads companies over 200+ countries, more where GDP and population are larger", () => {
    const perCountry = new Map<string, number>();
    for (const c of table("companies"))
      perCountry.set(String(c.country_code), (perCountry.get(String(c.country_code)) ?? 0) + 1);
    expect(perCountry.size).toBeGreaterThanOrEqual(200);
    expect(perCountry.get("CN") ?? 0).toBeGreaterThan(perCountry.get("NL") ?? 0);
    expect(perCountry.get("US") ?? 0).toBeGreaterThan(perCountry.get("NZ") ?? 0);
    expect(perCountry.get("DE") ?? 0).toBeGreaterThan(perCountry.get("LU") ?? 0);
  });

  it("keeps company ids unique and the same for the same index", () => {
    const ids = table("companies").map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps every direct shareholding at or below 100 % per company, and beneficial owners at 25 % or more", () => {
    const sums = new Map<unknown, number>();
    for (const i of table("company_interests")) {
      if (i.interest_type === "shareholding" && i.is_direct)
        sums.set(i.company_id, (sums.get(i.company_id) ?? 0) + Number(i.share_exact));
      if (i.is_beneficial) expect(Number(i.share_exact)).toBeGreaterThanOrEqual(25);
    }
    expect(sums.size).toBeGreaterThan(1000);
    for (const total of sums.values()) expect(total).toBeLessThanOrEqual(100.0001);
    const companyIds = new Set(table("companies").map((c) => c.id));
    for (const i of table("company_interests"))
      if (i.party_company_id) expect(companyIds.has(i.party_company_id)).toBe(true);
  });

  it("writes financial statements whose figures add up", () => {
    const statements = table("financial_statements");
    expect(statements.length).toBeGreaterThan(1000);
    for (const s of statements) {
      const n = (key: string) => Number(s[key] ?? 0);
      expect(n("revenue")).toBeGreaterThan(0);
      expect(n("gross_profit")).toBe(n("revenue") - n("cost_of_revenue"));
      expect(n("total_liabilities") + n("equity")).toBe(n("total_assets"));
      expect(n("cash") + n("receivables") + n("inventory")).toBeLessThanOrEqual(n("current_assets"));
      expect(n("current_assets")).toBeLessThanOrEqual(n("total_assets"));
      expect(n("employees")).toBeGreaterThanOrEqual(1);
    }
  });

  it("links both ends of a shipment to demo companies", () => {
    const companies = new Map(table("companies").map((c) => [c.id, c]));
    const shipments = table("shipments");
    expect(shipments.length).toBeGreaterThan(100);
    for (const s of shipments) {
      expect(companies.get(s.importer_company_id)?.name).toBe(s.importer_name);
      expect(companies.get(s.exporter_company_id)?.country_code).toBe(s.origin_country);
      expect(s.company_id).toBe(s.importer_company_id);
    }
  });

  it("reports each demo trade flow twice: as an export and as the partner's import", () => {
    const flows = table("trade_flows");
    const keys = new Set(
      flows.map((f) => [f.reporter_code, f.partner_code, f.flow, f.hs_code, f.period].map(cellText).join("|")),
    );
    expect(keys.size).toBe(flows.length);
    for (const f of flows.filter((x) => x.flow === "export")) {
      expect(keys.has([f.partner_code, f.reporter_code, "import", f.hs_code, f.period].map(cellText).join("|"))).toBe(
        true,
      );
    }
  });
});

describe("companies per country", () => {
  const weights = [1000, 10, 1, 1];

  it("gives every country the floor when the total has room for it, the rest by weight", () => {
    const counts = allocate(weights, 4 * COUNTRY_FLOOR + 100);
    expect(counts.every((n) => n >= COUNTRY_FLOOR)).toBe(true);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4 * COUNTRY_FLOOR + 100);
    expect(counts[0]).toBeGreaterThan(counts[1] ?? 0);
  });

  it("keeps a few per country below that size", () => {
    const counts = allocate(weights, 4 * COUNTRY_FLOOR - 1);
    expect(Math.min(...counts)).toBe(3);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4 * COUNTRY_FLOOR - 1);
  });

  it("gives each of the demo world's countries more than the picker's 100 at the default size", () => {
    const world = createWorld(1, DEFAULT_DEMO_COMPANIES);
    expect(world.countries.length).toBeGreaterThanOrEqual(190);
    expect(world.countries.filter((c) => c.count <= COUNTRY_MIN_COMPANIES)).toEqual([]);
  });
});

describe("demo generator: the shipment scale", () => {
  const shipments = async (shipmentScale?: number) => {
    const rows: unknown[][] = [];
    await generateDemo(
      { companies: 800, seed: 5, tables: ["shipments"], ...(shipmentScale ? { shipmentScale } : {}) },
      async (_table, batch) => {
        rows.push(...batch);
      },
    );
    const column = (name: string) => DEMO_COLUMNS.shipments.findIndex((c) => c.name === name);
    return rows.map((row) => ({ key: `${String(row[column("company_id")])}-${String(row[column("id")])}` }));
  };

  it(
    "multiplies the bills of lading (seeded: the same for the same scale), each with its own key",
    { timeout: 60_000 },
    async () => {
      const [unscaled, one, five, fiveAgain] = await Promise.all([
        shipments(),
        shipments(1),
        shipments(5),
        shipments(5),
      ]);
      expect(one).toEqual(unscaled);
      expect(five).toEqual(fiveAgain);
      expect(five.length / one.length).toBeGreaterThan(4.5);
      expect(five.length / one.length).toBeLessThan(5.5);
      expect(new Set(five.map((s) => s.key)).size).toBe(five.length);
    },
  );
});
