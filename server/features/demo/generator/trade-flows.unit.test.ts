import { describe, expect, it } from "vitest";
import { generateDemo } from "./generator.ts";
import { DEMO_COLUMNS } from "./tables.ts";
import { createRng } from "./prng.ts";
import { drawByRank } from "./trade-flows.ts";

describe("drawByRank", () => {
  it("draws distinct items, the same for the same seed, the first ranks most often", () => {
    const items = Array.from({ length: 20 }, (_, k) => k);
    const once = drawByRank(createRng("a"), items, 5);
    expect(new Set(once).size).toBe(5);
    expect(drawByRank(createRng("a"), items, 5)).toEqual(once);
    expect(drawByRank(createRng("b"), items, 50)).toHaveLength(20);
    const seen = new Array<number>(20).fill(0);
    const rng = createRng("c");
    for (let i = 0; i < 4000; i++) for (const k of drawByRank(rng, items, 3)) seen[k]!++;
    // Weight 1 / (k + 1): the first item is drawn far more often than the last, and more often than the fifth.
    expect(seen[0]!).toBeGreaterThan(3 * seen[19]!);
    expect(seen[0]!).toBeGreaterThan(seen[4]!);
  });
});

describe("demo generator: the flow scale", () => {
  const flows = async (flowScale?: number) => {
    const rows: unknown[][] = [];
    let batches = 0;
    await generateDemo(
      { companies: 800, seed: 5, tables: ["trade_flows"], ...(flowScale ? { flowScale } : {}) },
      async (_table, batch) => {
        batches++;
        rows.push(...batch);
      },
    );
    const column = (name: string) => DEMO_COLUMNS.trade_flows.findIndex((c) => c.name === name);
    const keys = rows.map((row) =>
      ["reporter_code", "partner_code", "flow", "hs_code", "year"].map((name) => String(row[column(name)])).join("|"),
    );
    return { keys, batches };
  };

  it("multiplies partners and products per country, each flow once and mirrored, streamed per country", async () => {
    const one = await flows();
    const three = await flows(3);
    // 800 companies: 1 partner and 1 product per country at scale 1; 3 and 3 at scale 3; 3 years, reported twice.
    expect(one.keys.length % 6).toBe(0);
    const countries = one.keys.length / 6;
    expect(three.keys.length).toBe(countries * 3 * 3 * 6);
    expect(new Set(three.keys).size).toBe(three.keys.length);
    const keys = new Set(three.keys);
    for (const key of three.keys) {
      const [reporter, partner, flow, hs, year] = key.split("|");
      if (flow === "export") expect(keys.has([partner, reporter, "import", hs, year].join("|"))).toBe(true);
    }
    expect(three.batches).toBe(countries);
    expect(await flows(3)).toEqual(three);
  });
});
