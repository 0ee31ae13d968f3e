import { describe, expect, it } from "vitest";
import { conditionsOf, shareOf, sumFigures } from "./trade-company-figures.ts";
import type { ConditionRow } from "./trade-company-search.repo.ts";

const row = (records: number, value: number | null, quantity: number | null, unit: string | null) => ({
  records,
  value,
  quantity,
  quantity_unit: unit,
});

describe("sumFigures", () => {
  it("adds records, values and quantities of one unit", () => {
    expect(sumFigures([row(2, 10, 5, "kbbl"), row(1, 4, 2.5, "kbbl")])).toEqual({
      records: 3,
      value: 14,
      quantity: 7.5,
      quantityUnit: "kbbl",
    });
  });

  it("leaves out a value nobody has and a quantity in mixed or missing units", () => {
    expect(sumFigures([row(2, null, 5, "kbbl"), row(1, null, 3, "t")])).toEqual({
      records: 3,
      value: null,
      quantity: null,
      quantityUnit: null,
    });
    expect(sumFigures([row(2, 7, 5, "kbbl"), row(1, null, null, null)])).toMatchObject({ value: 7, quantity: null });
    expect(sumFigures([])).toEqual({ records: 0, value: null, quantity: null, quantityUnit: null });
  });
});

describe("shareOf", () => {
  it("is the fraction of a positive whole and null of an empty one", () => {
    expect(shareOf(1, 4)).toBe(0.25);
    expect(shareOf(0, 0)).toBeNull();
  });
});

describe("conditionsOf", () => {
  const base = { country: null, flow: null, chapter: null, description: null, year: null };
  it("splits the grouping sets into the four filter lists, years newest first, without empty keys", () => {
    const rows: ConditionRow[] = [
      { ...base, country: "US", set: 7, companies: 3 },
      { ...base, set: 7, companies: 1 },
      { ...base, flow: "import", set: 11, companies: 4 },
      { ...base, chapter: "27", description: "Mineral fuels", set: 13, companies: 2 },
      { ...base, year: 2023, set: 14, companies: 1 },
      { ...base, year: 2024, set: 14, companies: 2 },
    ];
    expect(conditionsOf(rows)).toEqual({
      countries: [{ code: "US", companies: 3 }],
      flows: [{ flow: "import", companies: 4 }],
      hsChapters: [{ code: "27", description: "Mineral fuels", companies: 2 }],
      years: [
        { year: 2024, companies: 2 },
        { year: 2023, companies: 1 },
      ],
    });
  });
});
