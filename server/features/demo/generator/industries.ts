import { readTsvObjects } from "../../../lib/tsv.ts";
import { dataPath } from "../../../lib/data-files.ts";
import type { SectorKey } from "./names/pack.ts";
import { cumulative, type Rng } from "./prng.ts";

/** ISIC Rev.4 classes (data/demo/isic.tsv, with the NACE Rev.2 class that refers to each). */
export type IsicClass = { code: string; division: string; section: string; title: string; nace: string | null };

/**
 * Shares of demo companies by ISIC section: roughly the make-up of business registers (trade,
 * construction and professional services lead; public administration and households are absent).
 */
const SECTION_SHARES: Record<string, number> = {
  A: 3,
  B: 0.5,
  C: 12,
  D: 0.5,
  E: 0.5,
  F: 12,
  G: 25,
  H: 5,
  I: 7,
  J: 4,
  K: 3,
  L: 5,
  M: 10,
  N: 5,
  P: 2,
  Q: 3,
  R: 1,
  S: 2.5,
};

/** HS chapters a company of an ISIC division makes or trades (goods-producing divisions only). */
const DIVISION_HS: Record<string, string> = {
  "01": "06 07 08 09 10 12",
  "02": "44",
  "03": "03",
  "05": "27",
  "06": "27",
  "07": "26",
  "08": "25",
  "10": "02 04 15 16 17 19 20 21",
  "11": "22",
  "12": "24",
  "13": "52 54 55 56 58 60",
  "14": "61 62",
  "15": "41 42 64",
  "16": "44",
  "17": "47 48",
  "18": "49",
  "19": "27",
  "20": "28 29 31 32 33 34 38 39",
  "21": "30",
  "22": "39 40",
  "23": "68 69 70",
  "24": "72 73 74 76",
  "25": "73 82 83",
  "26": "84 85 90",
  "27": "85",
  "28": "84",
  "29": "87",
  "30": "86 88 89",
  "31": "94",
  "32": "71 90 95 96",
  "46": "",
  "47": "",
};

let classes: IsicClass[] | undefined;

export function loadIsic(): IsicClass[] {
  classes ??= readTsvObjects(dataPath("demo", "isic.tsv")).map((row) => ({
    code: row.class ?? "",
    division: row.division ?? "",
    section: row.section ?? "",
    title: row.title ?? "",
    nace: row.nace ?? null,
  }));
  return classes;
}

export type IndustryPicker = (rng: Rng) => IsicClass;

export function industryPicker(): IndustryPicker {
  const list = loadIsic().filter((c) => SECTION_SHARES[c.section] !== undefined);
  const perSection = new Map<string, number>();
  for (const c of list) perSection.set(c.section, (perSection.get(c.section) ?? 0) + 1);
  const choose = cumulative(list.map((c) => (SECTION_SHARES[c.section] ?? 0) / (perSection.get(c.section) ?? 1)));
  return (rng) => list[choose(rng)] ?? (list[0] as IsicClass);
}

/** The industry word group used in names. */
export function sectorOf(c: IsicClass): SectorKey {
  const d = Number(c.division);
  if (c.section === "J" || d === 72 || d === 62) return "tech";
  if (c.section === "G") return d === 46 && c.code.startsWith("463") ? "food" : "trade";
  if (c.section === "A" || (d >= 10 && d <= 12) || c.section === "I") return "food";
  if (c.section === "C") return "industry";
  if (c.section === "F") return "build";
  if (c.section === "H") return "logistics";
  if (c.section === "K") return "finance";
  if (c.section === "L") return "property";
  if (c.section === "B" || c.section === "D" || c.section === "E") return "energy";
  if (c.section === "Q") return "health";
  return "services";
}

/** HS chapters of the goods a company of this class makes or sells; wholesale and retail sell any. */
export function hsChaptersOf(c: IsicClass): string[] | "any" | undefined {
  const chapters = DIVISION_HS[c.division];
  if (chapters === undefined) return undefined;
  return chapters === "" ? "any" : chapters.split(" ");
}
