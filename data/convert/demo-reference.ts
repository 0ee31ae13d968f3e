/**
 * Builds the compact reference tables the demo generator and the company loaders read:
 * - data/demo/countries.tsv: ISO codes, EDGAR code, languages, currency, latest World Bank GDP and
 *   population, and a centroid computed from world-atlas (Natural Earth) shapes;
 * - data/demo/elf-forms.tsv.gz: active ISO 20275 legal forms with abbreviations;
 * - data/demo/hs.tsv.gz: the HS 2022 nomenclature (code, level, description).
 * Run: node --import tsx data/convert/demo-reference.ts
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { csvObjects } from "../../server/lib/csv-rows.ts";
import { openTsvWriter } from "../../server/lib/tsv.ts";
import { countryCentroids } from "./topojson-centroids.ts";
import { raw, repoData, say } from "./shared-source.ts";

const require = createRequire(import.meta.url);
const atlas = (name: string) =>
  JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), "utf8")) as Parameters<typeof countryCentroids>[0];

function latest(file: string): Map<string, { value: number; year: number }> {
  const result = new Map<string, { value: number; year: number }>();
  for (const row of csvObjects(readFileSync(raw("macro", file), "utf8"))) {
    const code = row["Country Code"] ?? "";
    const year = Number(row.Year);
    const value = Number(row.Value);
    if (!Number.isFinite(value) || value <= 0) continue;
    const seen = result.get(code);
    if (!seen || year > seen.year) result.set(code, { value, year });
  }
  return result;
}

async function countries(): Promise<void> {
  const gdp = latest("gdp.csv");
  const population = latest("population.csv");
  const centroids50 = countryCentroids(atlas("countries-50m.json"));
  const centroids10 = countryCentroids(atlas("countries-10m.json"));
  const rows = csvObjects(readFileSync(raw("countries", "country-codes.csv"), "utf8"))
    .filter((row) => row["ISO3166-1-Alpha-2"])
    .sort((a, b) => (a["ISO3166-1-Alpha-2"] ?? "").localeCompare(b["ISO3166-1-Alpha-2"] ?? ""));
  const header = [
    "iso2",
    "iso3",
    "numeric",
    "edgar",
    "name",
    "continent",
    "languages",
    "currency",
    "capital",
    "gdp_usd",
    "gdp_year",
    "population",
    "population_year",
    "lat",
    "lon",
    "dial",
  ];
  const out = openTsvWriter(repoData("demo", "countries.tsv"), header);
  let withoutCentroid = 0;
  for (const row of rows) {
    const iso3 = row["ISO3166-1-Alpha-3"] ?? "";
    const numeric = (row["ISO3166-1-numeric"] ?? "").padStart(3, "0");
    const centroid = centroids50.get(numeric) ?? centroids10.get(numeric);
    if (!centroid) withoutCentroid++;
    await out.write([
      row["ISO3166-1-Alpha-2"],
      iso3,
      numeric,
      row.EDGAR || null,
      row["CLDR display name"] || row.official_name_en,
      row.Continent || null,
      row.Languages || null,
      row["ISO4217-currency_alphabetic_code"]?.split(",")[0] || null,
      row.Capital || null,
      gdp.get(iso3)?.value ?? null,
      gdp.get(iso3)?.year ?? null,
      population.get(iso3)?.value ?? null,
      population.get(iso3)?.year ?? null,
      centroid?.lat ?? null,
      centroid?.lon ?? null,
      (row.Dial ?? "").replace(/[^0-9]/g, "").slice(0, 4) || null,
    ]);
  }
  await out.close();
  say(`countries.tsv: ${out.rows()} countries (${withoutCentroid} without a shape in world-atlas)`);
}

async function legalForms(): Promise<void> {
  const out = openTsvWriter(repoData("demo", "elf-forms.tsv.gz"), [
    "elf",
    "country",
    "subdivision",
    "name",
    "language",
    "name_latin",
    "abbreviation",
    "abbreviation_latin",
  ]);
  for (const row of csvObjects(readFileSync(raw("gleif", "elf-codes-1.4.1.csv"), "utf8"))) {
    if (row["ELF Status ACTV/INAC"] !== "ACTV" || !row["Country Code (ISO 3166-1)"]) continue;
    await out.write([
      row["ELF Code"],
      row["Country Code (ISO 3166-1)"],
      row["Country sub-division code (ISO 3166-2)"] || null,
      row["Entity Legal Form name Local name"],
      row["Language Code (ISO 639-1)"] || null,
      row["Entity Legal Form name Transliterated name (per ISO 01-140-10)"] || null,
      row["Abbreviations Local language"] || null,
      row["Abbreviations transliterated"] || null,
    ]);
  }
  await out.close();
  say(`elf-forms.tsv.gz: ${out.rows()} active legal forms`);
}

async function hs(): Promise<void> {
  const out = openTsvWriter(repoData("demo", "hs.tsv.gz"), ["code", "level", "description"]);
  for (const row of csvObjects(readFileSync(raw("hs", "harmonized-system.csv"), "utf8"))) {
    if (!/^\d{2}(\d{2}){0,2}$/.test(row.hscode ?? "")) continue;
    await out.write([row.hscode, Number(row.level), row.description]);
  }
  await out.close();
  say(`hs.tsv.gz: ${out.rows()} codes`);
}

type IsicClass = { class: string; description: string };
type IsicSection = { section: string; divisions: { division: string; groups: { classes: IsicClass[] }[] }[] };

async function industries(): Promise<void> {
  const isic = JSON.parse(readFileSync(raw("industry", "isic-rev4-en.json"), "utf8")) as { sections: IsicSection[] };
  const nace = new Map<string, string>();
  for (const row of csvObjects(readFileSync(raw("industry", "nace-rev2.csv"), "utf8"), ";")) {
    const reference = (row["Reference_to_ISIC_Rev._4"] ?? "").trim();
    if (row.Level === "4" && /^\d{4}$/.test(reference) && !nace.has(reference)) nace.set(reference, row.Code ?? "");
  }
  const out = openTsvWriter(repoData("demo", "isic.tsv"), ["class", "division", "section", "title", "nace"]);
  for (const section of isic.sections) {
    for (const division of section.divisions) {
      for (const group of division.groups) {
        for (const c of group.classes) {
          await out.write([
            c.class,
            division.division,
            section.section.toUpperCase(),
            c.description,
            nace.get(c.class) ?? null,
          ]);
        }
      }
    }
  }
  await out.close();
  say(`isic.tsv: ${out.rows()} ISIC Rev.4 classes with their NACE Rev.2 class`);
}

async function regions(): Promise<void> {
  const out = openTsvWriter(repoData("demo", "regions.tsv.gz"), ["country", "code", "name", "type"]);
  for (const row of csvObjects(readFileSync(raw("countries", "subdivision-codes.csv"), "utf8"))) {
    if (!row.SUCountry || !row.SUName) continue;
    await out.write([row.SUCountry, `${row.SUCountry}-${row.SUCode}`, row.SUName, row.SUType || null]);
  }
  await out.close();
  say(`regions.tsv.gz: ${out.rows()} ISO 3166-2 subdivisions`);
}

await countries();
await legalForms();
await hs();
await industries();
await regions();
