import { describe, expect, it } from "vitest";
import { competitionRank, competitivenessRows, partnerConcentration } from "./trade-shipping-figures.ts";

/** Hand-computed cases of docs/TRADE.md, "Company competitiveness". */
describe("company competitiveness figures", () => {
  it("ranks by competition: 1 + the traders with more, ties share a rank", () => {
    expect(competitionRank(5, [9, 5, 5, 1])).toBe(2);
    expect(competitionRank(9, [9, 5])).toBe(1);
    expect(competitionRank(1, [9, 5, 5, 1])).toBe(4);
  });

  const market = (hs: string, mk: string, id: string | null, records: number, value: number | null) => ({
    hs_code: hs,
    market: mk,
    company_id: id,
    records,
    value,
    valued_records: value === null ? 0 : records,
    is_demo: false,
  });
  const own = (hs: string, mk: string, partner: string | null, records: number) => ({
    hs_code: hs,
    market: mk,
    partner_id: partner,
    records,
  });

  it("computes share, rank, growth and partner HHI per product and market", () => {
    // Cars into US: company 1 has 6 records (value 300), company 2 has 3 (value 100), an unnamed importer 1
    // (no value): record share 6/10, value share 300/400, rank 1 of 2, growth 6/4 - 1 = 0.5; partners 7
    // has 4 records and 8 has 2 (one more names none): HHI (4/6)² + (2/6)² = 20/36.
    // Parts into DE: company 1 alone with 2 records, no value, no year before, no partner named.
    const rows = competitivenessRows(
      "1",
      [
        market("8703", "US", "1", 6, 300),
        market("8703", "US", "2", 3, 100),
        market("8703", "US", null, 1, null),
        market("8708", "DE", "1", 2, null),
        market("8708", "FR", "2", 5, 50),
      ],
      [own("8703", "US", "7", 4), own("8703", "US", "8", 2), own("8703", "US", null, 1), own("8708", "DE", null, 2)],
      [own("8703", "US", "7", 3), own("8703", "US", null, 1)],
    );
    expect(rows).toHaveLength(2);
    const [cars, parts] = rows;
    expect(cars).toMatchObject({ hsCode: "8703", market: "US", records: 6, value: 300, rank: 1, companies: 2 });
    expect(cars?.recordShare).toBeCloseTo(0.6, 12);
    expect(cars?.valueShare).toBeCloseTo(0.75, 12);
    expect(cars?.growth).toBeCloseTo(0.5, 12);
    expect(cars?.partnerHhi).toBeCloseTo(20 / 36, 12);
    expect(cars?.partners).toBe(2);
    expect(parts).toMatchObject({
      hsCode: "8708",
      market: "DE",
      recordShare: 1,
      valueShare: null,
      value: null,
      rank: 1,
      companies: 1,
      growth: null,
      partnerHhi: null,
      partners: 0,
    });
  });

  it("concentrates the partners over all products: HHI and its normalised form", () => {
    // Partner 7: 4 + 1 = 5 records, partner 8: 5 → HHI 0.5, normalised (0.5 - 1/2) / (1 - 1/2) = 0.
    const even = partnerConcentration([
      own("8703", "US", "7", 4),
      own("8708", "US", "7", 1),
      own("8703", "US", "8", 5),
    ]);
    expect(even).toEqual({ hhi: 0.5, normalised: 0, partners: 2 });
    // 3 of 4 records from one partner: 9/16 + 1/16 = 0.625, normalised (0.625 - 0.5) / 0.5 = 0.25.
    const skewed = partnerConcentration([
      own("8703", "US", "7", 3),
      own("8703", "US", "8", 1),
      own("8703", "US", null, 9),
    ]);
    expect(skewed).toEqual({ hhi: 0.625, normalised: 0.25, partners: 2 });
    expect(partnerConcentration([own("8703", "US", null, 2)])).toEqual({ hhi: null, normalised: null, partners: 0 });
  });
});
