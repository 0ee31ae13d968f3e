import { describe, expect, it } from "vitest";
import { parseCsv } from "../../lib/csv-rows.ts";
import { cellsOf, hsCodeOf, mapHeader } from "./import-columns.ts";
import { BOL_COLUMNS, bolDate, mapBillOfLading } from "./bill-of-lading.mapping.ts";
import { tradeCountries } from "./trade-countries.ts";
import { BACI_COLUMNS, COMTRADE_COLUMNS, comtradeMissing, mapBaciRow, mapComtradeRow } from "./trade-flows.mapping.ts";

const countries = tradeCountries();

/** The first data row of a small CSV, read through a column spec. */
function cells<F extends string>(csv: string, spec: Parameters<typeof mapHeader<F>>[1]) {
  const [header = [], row = []] = parseCsv(csv);
  const { names, missing } = mapHeader(header, spec);
  return { missing, names, cells: cellsOf(names, Object.fromEntries(header.map((h, i) => [h, row[i] ?? ""]))) };
}

describe("trade import mappings", () => {
  it("resolves ISO numeric, UN Comtrade's own numeric, alpha-3 and alpha-2 codes", () => {
    expect(
      ["842", "251", "757", "699", "490", "156", "036", "USA", "S19", "de", "XX", "899"].map(countries.alpha2),
    ).toEqual(["US", "FR", "CH", "IN", "TW", "CN", "AU", "US", "TW", "DE", undefined, undefined]);
  });

  it("normalises HS codes and refuses what is not one", () => {
    expect(["8471.30", "847130", "8516.50.0000", "10121", "0901", "1", "ABC"].map(hsCodeOf)).toEqual([
      "847130",
      "847130",
      "851650",
      "010121",
      "0901",
      "01",
      null,
    ]);
  });

  it("maps a BACI row to the export and its mirrored import, and rejects bad cells", () => {
    const row = (line: string) => mapBaciRow(cells(`t,i,j,k,v,q\n${line}`, BACI_COLUMNS).cells, countries);
    expect(row("2021,842,124,870323,1234.5,NA")).toEqual({
      rows: [
        expect.objectContaining({
          reporter_code: "US",
          partner_code: "CA",
          flow: "export",
          value_usd: 1234500,
          weight_kg: null,
        }),
        expect.objectContaining({
          reporter_code: "CA",
          partner_code: "US",
          flow: "import",
          period: "2021",
          year: 2021,
        }),
      ],
    });
    expect(row("2021,899,124,870323,1,1")).toEqual({ reject: 'exporter (i) "899" is not a known country code' });
    expect(row("2021,842,124,8703,1,1")).toEqual({ reject: 'product (k) "8703" is not an HS6 code' });
    expect(row("2021,842,124,870323,abc,1")).toEqual({ reject: 'value (v) "abc" is not a number' });
    expect(cells("t,i,j,hs6,v\n", BACI_COLUMNS).missing).toEqual([]);
  });

  it("reads the legacy Comtrade layout as well as Comtrade+", () => {
    const legacy = `Classification,Year,Period,Aggregate Level,Trade Flow Code,Trade Flow,Reporter Code,Reporter,Reporter ISO,Partner Code,Partner,Partner ISO,Commodity Code,Qty Unit,Qty,Netweight (kg),Trade Value (US$)
H4,2016,2016,6,1,Import,36,Australia,AUS,156,China,CHN,851712,Number of items,120000,18000,45000000`;
    const { cells: c, names } = cells(legacy, COMTRADE_COLUMNS);
    expect(comtradeMissing(names)).toEqual([]);
    expect(mapComtradeRow(c, countries)).toEqual({
      rows: [
        {
          reporter_code: "AU",
          partner_code: "CN",
          flow: "import",
          hs_code: "851712",
          period: "2016",
          year: 2016,
          value_usd: 45000000,
          quantity: 120000,
          quantity_unit: "Number of items",
          weight_kg: 18000,
        },
      ],
    });
    const monthly = `freqCode,period,reporterISO,flowCode,partnerISO,cmdCode,primaryValue\nM,202403,DEU,X,FRA,TOTAL,1\nM,202403,DEU,X,FRA,3004,10\nM,2024,DEU,X,FRA,3004,10`;
    const [header = [], ...rows] = parseCsv(monthly);
    const map = mapHeader(header, COMTRADE_COLUMNS);
    const out = rows.map((r) =>
      mapComtradeRow(cellsOf(map.names, Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""]))), countries),
    );
    expect(out[0]).toEqual({ reject: "out of scope (not stored): commodity totals (TOTAL)" });
    expect(out[1]).toMatchObject({
      rows: [{ reporter_code: "DE", partner_code: "FR", period: "2024-03", flow: "export" }],
    });
    expect(out[2]).toEqual({ reject: 'period "2024" is not a year (YYYY) or month (YYYYMM)' });
    expect(comtradeMissing(mapHeader(["flowCode", "cmdCode", "primaryValue"], COMTRADE_COLUMNS).names)).toHaveLength(3);
  });

  it("reads bill-of-lading dates, weights and AMS column names", () => {
    expect(["2024-03-05", "20240305", "3/5/2024", "2024-02-30", "05.03.2024"].map(bolDate)).toEqual([
      "2024-03-05",
      "2024-03-05",
      "2024-03-05",
      undefined,
      undefined,
    ]);
    const ams = `house_bol_number,master_bol_number,actual_arrival_date,consignee_name,shipper_party_name,shipper_country_code,harmonized_number,weight,weight_unit,manifest_quantity,manifest_unit
abcd 123,MBL9,2023-11-02,Consignee One LLC,Shipper Two Ltd,KR,8708.29.5060,1000,L,20,PKG`;
    const { cells: c, missing } = cells(ams, BOL_COLUMNS);
    expect(missing).toEqual([]);
    expect(mapBillOfLading(c, countries)).toMatchObject({
      bill_no: "ABCD123",
      master_bol: "MBL9",
      arrival_date: "2023-11-02",
      importer_name: "Consignee One LLC",
      exporter_country: "KR",
      hs_code: "870829",
      product_code: "8708295060",
      weight_kg: 453.592,
      quantity: 20,
      quantity_unit: "PKG",
    });
    const bad = `bill_no,arrival_date,importer_name,weight,weight_unit\nB1,2024-01-01,X,12,stone`;
    expect(mapBillOfLading(cells(bad, BOL_COLUMNS).cells, countries)).toBe('weight unit "stone" is not kg, lb or t');
    const nameless = `bill_no,arrival_date,importer_name\nB2,2024-01-01,***`;
    expect(mapBillOfLading(cells(nameless, BOL_COLUMNS).cells, countries)).toBe(
      "neither an importer (consignee) nor an exporter (shipper) is named",
    );
  });
});
