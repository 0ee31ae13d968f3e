import { bundledDataset } from "../reference-dataset.ts";
import { columnsOf, readCsvTable, referencePath, replaceRows } from "../../../lib/reference-files.ts";

const SERIES = [
  { indicator: "gdp_usd", file: "wb-gdp.csv.gz" },
  { indicator: "population", file: "wb-population.csv.gz" },
] as const;

type Observation = { code: string; name: string; year: number; value: number };

/** The rows of a World Bank series file (`Country Name,Country Code,Year,Value`). */
export function readSeries(path: string): Observation[] {
  const table = readCsvTable(path);
  const read = columnsOf(table, path, ["Country Name", "Country Code", "Year", "Value"] as const);
  return table.rows.map((row) => {
    const r = read(row);
    const year = Number(r.Year);
    const value = Number(r.Value);
    if (!r["Country Code"] || !Number.isInteger(year) || r.Value === "" || !Number.isFinite(value)) {
      throw new Error(`${path}: line ${row.line}: expected a country code, a year and a number`);
    }
    return { code: r["Country Code"], name: r["Country Name"], year, value };
  });
}

/** The latest value per World Bank economy code (ISO alpha-3 for countries). */
export function latestByCountry(path: string): Map<string, { year: number; value: number }> {
  const latest = new Map<string, { year: number; value: number }>();
  for (const o of readSeries(path)) {
    const seen = latest.get(o.code);
    if (!seen || o.year > seen.year) latest.set(o.code, { year: o.year, value: o.value });
  }
  return latest;
}

function alpha3ToAlpha2(): Map<string, string> {
  const path = referencePath("country-codes.csv.gz");
  const table = readCsvTable(path);
  const read = columnsOf(table, path, ["ISO3166-1-Alpha-2", "ISO3166-1-Alpha-3"] as const);
  const map = new Map<string, string>();
  for (const row of table.rows) {
    const r = read(row);
    if (r["ISO3166-1-Alpha-2"] && r["ISO3166-1-Alpha-3"]) map.set(r["ISO3166-1-Alpha-3"], r["ISO3166-1-Alpha-2"]);
  }
  return map;
}

/** World Bank GDP (current US$) and population per economy and year, aggregates included. */
export const macroDataset = bundledDataset({
  name: "macro-indicators",
  release: "wb-gdp@822019c+wb-population@425fc44",
  revision: 1,
  files: () => SERIES.map((s) => referencePath(s.file)),
  source: "World Bank GDP (current US$) and population, via datasets/gdp @ 822019c and datasets/population @ 425fc44",
  licence: "CC BY 4.0 (World Bank)",
  load: async (trx, source, progress) => {
    const toAlpha2 = alpha3ToAlpha2();
    const rows = SERIES.flatMap((s) =>
      readSeries(referencePath(s.file)).map((o) => [
        s.indicator,
        o.code,
        o.name,
        toAlpha2.get(o.code) ?? null,
        o.year,
        o.value,
        source,
      ]),
    );
    return replaceRows(
      trx,
      "macro_indicators",
      [
        { name: "indicator", type: "text" },
        { name: "entity_code", type: "text" },
        { name: "entity_name", type: "text" },
        { name: "country_code", type: "text" },
        { name: "year", type: "int" },
        { name: "value", type: "float8" },
        { name: "source", type: "text" },
      ],
      rows,
      (done) => progress(done, rows.length),
    );
  },
});
