import { readTsvObjects } from "../../../lib/tsv.ts";
import { dataPath } from "../../../lib/data-files.ts";
import { loadCountries, type Country } from "../../../lib/countries.ts";
import { COUNTRY_MIN_COMPANIES } from "../../../../contract/constants.ts";
import { packForCountry } from "./names/index.ts";
import type { LanguagePack } from "./names/pack.ts";
import { legalFormChooser, type FormChooser } from "./legal-forms.ts";
import { industryPicker, type IndustryPicker } from "./industries.ts";

/** ISO 10383 market identifier codes of the main stock exchange of a country. */
const EXCHANGES: Record<string, string> = {
  US: "XNYS",
  CN: "XSHG",
  JP: "XTKS",
  HK: "XHKG",
  GB: "XLON",
  FR: "XPAR",
  DE: "XETR",
  NL: "XAMS",
  CH: "XSWX",
  CA: "XTSE",
  AU: "XASX",
  IN: "XNSE",
  KR: "XKRX",
  BR: "BVMF",
  MX: "XMEX",
  ZA: "XJSE",
  SG: "XSES",
  TR: "XIST",
  IT: "XMIL",
  ES: "XMAD",
  SE: "XSTO",
  DK: "XCSE",
  FI: "XHEL",
  NO: "XOSL",
  PL: "XWAR",
  RU: "MISX",
  SA: "XSAU",
  ID: "XIDX",
  TH: "XBKK",
  MY: "XKLS",
  PH: "XPHS",
  IL: "XTAE",
  BE: "XBRU",
  AT: "XWBO",
  IE: "XDUB",
  PT: "XLIS",
  GR: "ASEX",
  NZ: "XNZE",
  AE: "XDFM",
  CL: "XSGO",
  CO: "XBOG",
  AR: "XBUE",
  EG: "XCAI",
  NG: "XNSA",
  VN: "XSTC",
  HU: "XBUD",
  CZ: "XPRA",
};

export type DemoCountry = Country & {
  gdpUsd: number;
  population: number;
  lat: number;
  lon: number;
  gdpPerCapita: number;
  pack: LanguagePack;
  chooseForm: FormChooser;
  regions: string[];
  exchange: string | null;
  /** The demo company indexes of this country: [start, start + count). */
  start: number;
  count: number;
};

export type World = {
  seed: number;
  total: number;
  /** The reference year of the demo data (statements run up to it). */
  year: number;
  countries: DemoCountry[];
  byIso: Map<string, DemoCountry>;
  countryOfIndex: (index: number) => DemoCountry;
  pickIndustry: IndustryPicker;
};

/**
 * Companies every country gets when the data set is large enough for all of them: one more than the
 * country picker needs to list a country (COUNTRY_MIN_COMPANIES), so every country of the demo world
 * is in the picker whatever real data is loaded beside it.
 */
export const COUNTRY_FLOOR = COUNTRY_MIN_COMPANIES + 1;

/**
 * Companies per country: COUNTRY_FLOOR each when the total allows it (else a few), the rest
 * proportional to the weights (GDP^0.6 x population^0.4).
 */
export function allocate(weights: readonly number[], total: number): number[] {
  const minimum =
    total >= COUNTRY_FLOOR * weights.length ? COUNTRY_FLOOR : Math.min(3, Math.floor(total / (2 * weights.length)));
  const rest = total - minimum * weights.length;
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (rest * w) / sum);
  const counts = exact.map((x) => Math.floor(x));
  let left = rest - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left-- <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts.map((c) => c + minimum);
}

export function createWorld(seed: number, total: number): World {
  const regions = new Map<string, string[]>();
  for (const row of readTsvObjects(dataPath("demo", "regions.tsv.gz"))) {
    // ISO 3166-2 names carry variants in brackets ("Jeonranamdo [Chŏllanam-do]"): keep the first.
    const name = row.name?.replace(/\s*\[.*$/, "").trim();
    if (row.country && name) regions.set(row.country, [...(regions.get(row.country) ?? []), name]);
  }
  const eligible = loadCountries().filter(
    (c) => c.gdpUsd !== null && c.population !== null && c.lat !== null && c.lon !== null,
  );
  const counts = allocate(
    eligible.map((c) => (c.gdpUsd ?? 0) ** 0.6 * (c.population ?? 0) ** 0.4),
    total,
  );
  let start = 0;
  const countries: DemoCountry[] = eligible.map((c, i) => {
    const count = counts[i] ?? 0;
    const country: DemoCountry = {
      ...c,
      gdpUsd: c.gdpUsd ?? 0,
      population: c.population ?? 0,
      lat: c.lat ?? 0,
      lon: c.lon ?? 0,
      gdpPerCapita: (c.gdpUsd ?? 0) / (c.population ?? 1),
      pack: packForCountry(c.iso2, c.languages),
      chooseForm: legalFormChooser(c.iso2),
      regions: regions.get(c.iso2) ?? [],
      exchange: EXCHANGES[c.iso2] ?? null,
      start,
      count,
    };
    start += count;
    return country;
  });
  const starts = countries.map((c) => c.start);
  const countryOfIndex = (index: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= index) lo = mid;
      else hi = mid - 1;
    }
    // Countries with no companies share a start with the next one: move past them.
    while ((countries[lo]?.count ?? 0) === 0 && lo < countries.length - 1) lo++;
    return countries[lo] as DemoCountry;
  };
  return {
    seed,
    total,
    year: 2024,
    countries,
    byIso: new Map(countries.map((c) => [c.iso2, c])),
    countryOfIndex,
    pickIndustry: industryPicker(),
  };
}
