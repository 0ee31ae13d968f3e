import { sql, type Transaction } from "kysely";
import type { DB } from "../../../db/schema.ts";
import { LOCALES, type Locale } from "../../../../contract/locales.ts";
import { bulkInsert } from "../../../db/bulk-insert.ts";
import { bundledDataset } from "../reference-dataset.ts";
import { columnsOf, integerOrNull, nullable, readCsvTable, referencePath } from "../../../lib/reference-files.ts";
import {
  allNames,
  countryLocaleFile,
  countryLocalePaths,
  I18N_ISO_COUNTRIES_VERSION,
  localisedNames,
} from "../../../lib/country-locales.ts";
import { CONTINENTS } from "./continent-names.ts";
import { latestByCountry } from "./macro.loader.ts";

const FILE = "country-codes.csv.gz";
const COLUMNS = [
  "ISO3166-1-Alpha-2",
  "ISO3166-1-Alpha-3",
  "ISO3166-1-numeric",
  "CLDR display name",
  "official_name_en",
  "UNTERM English Short",
  "UNTERM English Formal",
  "Continent",
  "Region Code",
  "Region Name",
  "Sub-region Code",
  "Sub-region Name",
  "Intermediate Region Code",
  "Intermediate Region Name",
  "Capital",
  "ISO4217-currency_alphabetic_code",
  "Dial",
  "TLD",
  "Languages",
  "is_independent",
] as const;

/** The flag emoji: the two regional-indicator letters of the alpha-2 code. */
export function flagEmoji(alpha2: string): string {
  return String.fromCodePoint(...[...alpha2.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

function list(value: string): string[] {
  return value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
}

async function loadContinents(trx: Transaction<DB>, source: string): Promise<void> {
  await sql`DELETE FROM continents`.execute(trx);
  await bulkInsert(
    trx,
    "continents",
    [
      { name: "code", type: "text" },
      { name: "name_en", type: "text" },
      { name: "names", type: "jsonb" },
      { name: "position", type: "int" },
      { name: "source", type: "text" },
    ],
    CONTINENTS.map((c, i) => [c.code, c.names.en, c.names, i + 1, source]),
  );
}

async function loadCountries(trx: Transaction<DB>, source: string): Promise<number> {
  const path = referencePath(FILE);
  const table = readCsvTable(path);
  const read = columnsOf(table, path, COLUMNS);
  const files = Object.fromEntries(LOCALES.map((l) => [l, countryLocaleFile(l)])) as Record<
    Locale,
    Record<string, string | string[]>
  >;
  const gdp = latestByCountry(referencePath("wb-gdp.csv.gz"));
  const population = latestByCountry(referencePath("wb-population.csv.gz"));
  const rows = table.rows
    .map(read)
    .filter((r) => r["ISO3166-1-Alpha-2"])
    .map((r) => {
      const alpha2 = r["ISO3166-1-Alpha-2"];
      const alpha3 = r["ISO3166-1-Alpha-3"];
      const names = localisedNames(files, alpha2);
      const nameEn = r["CLDR display name"] || names.en || r.official_name_en;
      const aliases = [
        ...new Set(
          [
            nameEn,
            r.official_name_en,
            r["UNTERM English Short"],
            r["UNTERM English Formal"],
            ...allNames(files.en[alpha2]),
          ].filter(Boolean),
        ),
      ];
      const g = gdp.get(alpha3);
      const p = population.get(alpha3);
      return [
        integerOrNull(r["ISO3166-1-numeric"]),
        alpha2,
        alpha3,
        nameEn,
        nullable(r.official_name_en),
        { ...names, en: nameEn },
        aliases,
        nullable(r.Continent),
        integerOrNull(r["Region Code"]),
        nullable(r["Region Name"]),
        integerOrNull(r["Sub-region Code"]),
        nullable(r["Sub-region Name"]),
        integerOrNull(r["Intermediate Region Code"]),
        nullable(r["Intermediate Region Name"]),
        nullable(r.Capital),
        list(r["ISO4217-currency_alphabetic_code"]),
        nullable(r.Dial),
        nullable(r.TLD),
        list(r.Languages),
        nullable(r.is_independent),
        // The list's label: the UN M49 sub-region the country belongs to.
        nullable(r["Sub-region Name"]),
        flagEmoji(alpha2),
        g?.value ?? null,
        g?.year ?? null,
        p ? Math.round(p.value) : null,
        p?.year ?? null,
        source,
      ];
    });
  await sql`DELETE FROM countries`.execute(trx);
  return bulkInsert(
    trx,
    "countries",
    [
      { name: "id", type: "int" },
      { name: "alpha2", type: "text" },
      { name: "alpha3", type: "text" },
      { name: "name_en", type: "text" },
      { name: "official_name_en", type: "text" },
      { name: "names", type: "jsonb" },
      { name: "aliases", type: "text[]" },
      { name: "continent_code", type: "text" },
      { name: "m49_region_code", type: "int" },
      { name: "m49_region", type: "text" },
      { name: "m49_sub_region_code", type: "int" },
      { name: "m49_sub_region", type: "text" },
      { name: "m49_intermediate_region_code", type: "int" },
      { name: "m49_intermediate_region", type: "text" },
      { name: "capital", type: "text" },
      { name: "currencies", type: "text[]" },
      { name: "dial_code", type: "text" },
      { name: "tld", type: "text" },
      { name: "languages", type: "text[]" },
      { name: "independence", type: "text" },
      { name: "label", type: "text" },
      { name: "flag", type: "text" },
      { name: "gdp_usd", type: "float8" },
      { name: "gdp_year", type: "int" },
      { name: "population", type: "bigint" },
      { name: "population_year", type: "int" },
      { name: "source", type: "text" },
    ],
    rows,
  );
}

/** Continents and countries: ISO codes, M49 regions, capitals, currencies, names in nine languages. */
export const countriesDataset = bundledDataset({
  name: "countries",
  release: `country-codes@caa72d1+i18n-iso-countries@${I18N_ISO_COUNTRIES_VERSION}`,
  revision: 1,
  files: () => [
    referencePath(FILE),
    referencePath("wb-gdp.csv.gz"),
    referencePath("wb-population.csv.gz"),
    ...countryLocalePaths(),
  ],
  source:
    "datasets/country-codes @ caa72d1 (ISO 3166, UN M49); names: npm i18n-iso-countries; latest GDP and population: World Bank via datasets/gdp, datasets/population",
  licence: "PDDL (country-codes); MIT (i18n-iso-countries); CC BY 4.0 (World Bank)",
  load: async (trx, source) => {
    await loadContinents(trx, source);
    return loadCountries(trx, source);
  },
});
