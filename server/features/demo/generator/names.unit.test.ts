import { describe, expect, it } from "vitest";
import { createWorld } from "./world.ts";
import { coreCache, type CompanyCore } from "./company-core.ts";
import { elfCodesByJurisdiction } from "./legal-forms.ts";

const world = createWorld(3, 20_000);
const core = coreCache(world);
const companiesOf = (iso2: string, n = 25): CompanyCore[] => {
  const country = world.byIso.get(iso2);
  if (!country) throw new Error(`no demo country ${iso2}`);
  return Array.from({ length: Math.min(n, country.count) }, (_, i) => core(country.start + i));
};

describe("demo names and legal forms", () => {
  const scripts: [string, RegExp][] = [
    ["JP", /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
    ["CN", /\p{Script=Han}/u],
    ["KR", /\p{Script=Hangul}/u],
    ["RU", /\p{Script=Cyrillic}/u],
    ["UA", /\p{Script=Cyrillic}/u],
    ["BG", /\p{Script=Cyrillic}/u],
    ["SA", /\p{Script=Arabic}/u],
    ["IR", /\p{Script=Arabic}/u],
    ["IL", /\p{Script=Hebrew}/u],
    ["GR", /\p{Script=Greek}/u],
    ["TH", /\p{Script=Thai}/u],
    ["IN", /\p{Script=Devanagari}/u],
  ];

  it.each(scripts)("writes %s native names in their script, with a Latin primary name", (iso2, script) => {
    for (const c of companiesOf(iso2)) {
      expect(c.nativeName, c.name).toMatch(script);
      expect(c.name).toMatch(/^[\p{Script=Latin}\p{N}\p{P}\p{Zs}&()]+$/u);
    }
  });

  it.each(["DE", "FR", "BR", "US", "GB", "VN", "TR"])("writes %s names in Latin script only", (iso2) => {
    for (const c of companiesOf(iso2)) {
      expect(c.nativeName).toBeNull();
      expect(c.name).toMatch(/^[\p{Script=Latin}\p{N}\p{P}\p{Zs}&()]+$/u);
    }
  });

  it("takes every legal form from the ISO 20275 list of the company's jurisdiction", () => {
    const codes = elfCodesByJurisdiction();
    let checked = 0;
    for (let index = 0; index < 5000; index++) {
      const c = core(index);
      if (!c.form) continue;
      expect(codes.get(c.jurisdiction)?.has(c.form.elf), `${c.name} ${c.jurisdiction} ${c.form.elf}`).toBe(true);
      if (c.country.iso2 !== "US") expect(c.jurisdiction).toBe(c.country.iso2);
      checked++;
    }
    expect(checked).toBeGreaterThan(2000);
    expect(companiesOf("DE").some((c) => c.form?.display === "GmbH" && c.name.endsWith("GmbH"))).toBe(true);
    expect(companiesOf("US").every((c) => c.jurisdiction.startsWith("US-"))).toBe(true);
  });

  it("gives 200+ countries companies at the default size", () => {
    expect(world.countries.filter((c) => c.count > 0).length).toBeGreaterThanOrEqual(200);
    expect(world.countries.reduce((sum, c) => sum + c.count, 0)).toBe(20_000);
  });
});
