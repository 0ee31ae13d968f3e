import { readTsvObjects } from "./tsv.ts";
import { dataPath } from "./data-files.ts";

/** A country of data/demo/countries.tsv (built by data/convert/demo-reference.ts). */
export type Country = {
  iso2: string;
  iso3: string;
  numeric: string;
  edgar: string | null;
  name: string;
  continent: string | null;
  /** Language tags in order of use (country-codes "Languages"): "fr-BE", "nl", ... */
  languages: string[];
  currency: string | null;
  capital: string | null;
  gdpUsd: number | null;
  population: number | null;
  lat: number | null;
  lon: number | null;
  /** International dialling code (digits only). */
  dial: string | null;
};

let cache: Country[] | undefined;

export function loadCountries(): Country[] {
  cache ??= readTsvObjects(dataPath("demo", "countries.tsv")).map((row) => ({
    iso2: row.iso2 ?? "",
    iso3: row.iso3 ?? "",
    numeric: row.numeric ?? "",
    edgar: row.edgar ?? null,
    name: row.name ?? "",
    continent: row.continent ?? null,
    languages: (row.languages ?? "").split(",").filter(Boolean),
    currency: row.currency ?? null,
    capital: row.capital ?? null,
    gdpUsd: row.gdp_usd == null ? null : Number(row.gdp_usd),
    population: row.population == null ? null : Number(row.population),
    lat: row.lat == null ? null : Number(row.lat),
    lon: row.lon == null ? null : Number(row.lon),
    dial: row.dial ?? null,
  }));
  return cache;
}
