import { ID_PREFIX, ID_SPAN } from "../../companies/index.ts";
import type { LegalForm } from "./legal-forms.ts";
import { sectorOf, type IsicClass } from "./industries.ts";
import type { LanguagePack, SectorKey, Word } from "./names/pack.ts";
import { cumulative, streamOf, type Rng } from "./prng.ts";
import type { DemoCountry, World } from "./world.ts";

export type SizeClass = "micro" | "small" | "medium" | "large" | "very-large";
const SIZES: readonly [SizeClass, number, number, number][] = [
  ["micro", 55, 1, 9],
  ["small", 28, 10, 49],
  ["medium", 12, 50, 249],
  ["large", 4.5, 250, 4999],
  ["very-large", 0.5, 5000, 120000],
];
const STATUSES = ["active", "inactive", "dissolved", "in_liquidation"] as const;
const chooseSize = cumulative(SIZES.map((s) => s[1]));
const chooseStatus = cumulative([88, 5, 4, 3]);

/** What every other part of the generator may know about a company: derived from (seed, index) alone. */
export type CompanyCore = {
  index: number;
  id: number;
  country: DemoCountry;
  pack: LanguagePack;
  industry: IsicClass;
  sector: SectorKey;
  size: SizeClass;
  employees: number;
  foundedYear: number;
  form: LegalForm | null;
  jurisdiction: string;
  /** The primary name, in Latin script. */
  name: string;
  /** The name in the native script, when that is not Latin. */
  nativeName: string | null;
  city: string;
  status: (typeof STATUSES)[number];
  listed: boolean;
};

export const demoCompanyId = (index: number) => ID_PREFIX.demo * ID_SPAN + index + 1;

function join(pack: LanguagePack, parts: readonly string[], latin: boolean): string {
  return parts.filter(Boolean).join(pack.tight && !latin ? "" : " ");
}

/** Root words of a name: one or two roots, a family name, or two family names. */
function nameParts(rng: Rng, pack: LanguagePack, country: DemoCountry): { parts: Word[]; withSector: boolean } {
  const roll = rng.next();
  if (roll < 0.35) return { parts: [rng.pick(pack.roots)], withSector: true };
  if (roll < 0.6) return { parts: [rng.pick(pack.roots), rng.pick(pack.roots)], withSector: rng.chance(0.6) };
  if (roll < 0.8) return { parts: [rng.pick(pack.family)], withSector: true };
  if (roll < 0.9 && pack.script === "Latn") {
    const first = rng.pick(pack.family);
    const second = rng.pick(pack.family.filter((f) => f !== first));
    return { parts: [first, ["&", "&"], second], withSector: false };
  }
  const place =
    country.capital && pack.script === "Latn" ? ([country.capital, country.capital] as Word) : rng.pick(pack.roots);
  return { parts: [place], withSector: true };
}

function composeName(rng: Rng, core: Pick<CompanyCore, "pack" | "country" | "sector" | "form">) {
  const { pack, form } = core;
  const { parts, withSector } = nameParts(rng, pack, core.country);
  const words: Word[] = withSector ? [...parts, pack.sectors[core.sector]] : parts;
  const native = words.map((w) => w[0]);
  const latin = words.map((w) => w[1]);
  if (form?.display) {
    if (form.prefix) {
      native.unshift(form.display);
      latin.unshift(form.displayLatin ?? form.display);
    } else {
      native.push(form.display);
      latin.push(form.displayLatin ?? form.display);
    }
  }
  const latinName = join(pack, latin, true);
  return { name: latinName, nativeName: pack.script === "Latn" ? null : join(pack, native, false) };
}

function build(world: World, index: number): CompanyCore {
  const rng = streamOf(world.seed, "core", index);
  const country = world.countryOfIndex(index);
  const industry = world.pickIndustry(rng);
  const [size, , min, max] = SIZES[chooseSize(rng)] ?? SIZES[0]!;
  const employees = Math.round(Math.exp(Math.log(min) + rng.next() * (Math.log(max + 1) - Math.log(min))));
  const age = Math.min(
    120,
    Math.round(Math.exp(rng.next() * Math.log(size === "micro" ? 30 : size === "small" ? 50 : 100))),
  );
  const chosen = country.chooseForm(rng);
  const base = { pack: country.pack, country, sector: sectorOf(industry), form: chosen?.form ?? null };
  const names = composeName(rng, base);
  const useCapital = !country.regions.length || rng.chance(0.45);
  const city = useCapital ? (country.capital ?? country.name) : rng.pick(country.regions);
  const status = STATUSES[chooseStatus(rng)] ?? "active";
  const listChance = size === "very-large" ? 0.4 : size === "large" ? 0.08 : size === "medium" ? 0.005 : 0;
  return {
    ...base,
    ...names,
    index,
    id: demoCompanyId(index),
    industry,
    size,
    employees,
    foundedYear: world.year - age,
    jurisdiction: chosen?.jurisdiction ?? country.iso2,
    city,
    status,
    listed: status === "active" && country.exchange !== null && rng.chance(listChance),
  };
}

/** Cores are small and referenced many times (parents, partners): a bounded cache keeps them. */
export function coreCache(world: World, capacity = 50_000): (index: number) => CompanyCore {
  const cache = new Map<number, CompanyCore>();
  return (index) => {
    const hit = cache.get(index);
    if (hit) return hit;
    const core = build(world, index);
    if (cache.size >= capacity) cache.delete(cache.keys().next().value as number);
    cache.set(index, core);
    return core;
  };
}
