import { aaaId } from "../../../companies/index.ts";
import { normaliseName } from "../../../../lib/name-normalise.ts";
import { dataQuality } from "../../../companies/index.ts";
import type { CompanyCore } from "../company-core.ts";
import { hsChaptersOf } from "../industries.ts";
import { hsByChapter, hsChapters } from "../hs-codes.ts";
import { streamOf, type Rng } from "../prng.ts";
import { DEMO, dayOf, slug, type Context } from "./emit.ts";

const SERVICES: Record<string, string[]> = {
  tech: ["Software development", "IT consulting", "Cloud hosting", "Data analytics"],
  finance: ["Corporate lending", "Asset management", "Insurance brokerage"],
  property: ["Commercial leasing", "Property management", "Residential development"],
  build: ["General contracting", "Civil engineering works", "Renovation services"],
  logistics: ["Freight forwarding", "Warehousing", "Road haulage"],
  health: ["Outpatient care", "Diagnostic services", "Home care"],
  energy: ["Electricity supply", "Waste collection", "Energy services"],
  services: ["Business consulting", "Facility services", "Marketing services", "Staffing services"],
  food: ["Catering", "Restaurant operation"],
  trade: ["Wholesale distribution"],
  industry: ["Contract manufacturing"],
};

/** Demo web sites and mail live under the reserved .example domain (RFC 2606): never a real one. */
export const domainOf = (name: string, iso2: string) => `${slug(name) || "company"}.${iso2.toLowerCase()}.example`;

/** HS subheadings the company makes or sells (none for service companies). */
export function productCodes(ctx: Context, c: CompanyCore): { code: string; description: string }[] {
  const chapters = hsChaptersOf(c.industry);
  if (!chapters) return [];
  const rng = streamOf(ctx.world.seed, "products", c.index);
  const pool = chapters === "any" ? [rng.pick(hsChapters()), rng.pick(hsChapters())] : chapters;
  const count = 1 + rng.int(c.size === "micro" || c.size === "small" ? 2 : 3);
  return Array.from({ length: count }, () => rng.pick(hsByChapter().get(rng.pick(pool)) ?? [])).filter(
    (p, i, all) => p !== undefined && all.findIndex((q) => q?.code === p.code) === i,
  );
}

/** The country's calling code, then the 555 block that fiction uses for numbers nobody owns. */
function phone(rng: Rng, dial: string | null): string {
  return `+${dial ?? "1"} 555 ${rng.between(10, 99)} ${rng.between(100, 999)} ${rng.between(1000, 9999)}`;
}

export function companyRows(ctx: Context, c: CompanyCore, hasFinancials: boolean): void {
  const rng = streamOf(ctx.world.seed, "profile", c.index);
  const { emit, world } = ctx;
  const domain = domainOf(c.name, c.country.iso2);
  const hasWebsite = c.size !== "micro" || rng.chance(0.4);
  const capital = Math.round(((c.employees * 2000 + 1000) * Math.exp(rng.normal() * 0.8)) / 100) * 100;
  const registry = `${c.country.iso2}${String(rng.between(10_000_000, 99_999_999))}`;
  const listed = c.listed
    ? { stock_code: slug(c.name).slice(0, 4).toUpperCase() || "DEMO", stock_exchange: c.country.exchange }
    : {};
  const vat =
    c.country.continent === "EU" && rng.chance(0.7)
      ? `${c.country.iso2}${rng.between(100_000_000, 999_999_999)}`
      : null;
  emit("companies", {
    id: c.id,
    aaa_id: aaaId(c.id),
    name: c.name,
    name_native: c.nativeName,
    country_code: c.country.iso2,
    jurisdiction: c.jurisdiction,
    legal_form_elf: c.form?.elf,
    legal_form: c.form?.name,
    status: c.status,
    founded_on: dayOf(c.foundedYear, rng.int(365)),
    registry_number: registry,
    vat_number: vat,
    ...listed,
    is_listed: c.listed,
    entity_type: "operating",
    fiscal_year_end: "1231",
    website: hasWebsite ? `https://www.${domain}` : null,
    email: hasWebsite ? `info@${domain}` : null,
    phone: phone(rng, c.country.dial),
    // No prose: the industry and the headcount are shown from their own fields, in the reader's language.
    description: null,
    isic: c.industry.code,
    nace: c.industry.nace,
    own_industry: `${c.industry.section}${c.industry.division}`,
    employees: c.employees,
    registered_capital: capital,
    paid_in_capital: rng.chance(0.8) ? capital : Math.round(capital * 0.5),
    capital_currency: "USD",
    data_quality: dataQuality({
      name: c.name,
      country_code: c.country.iso2,
      registry_or_tax_id: registry,
      legal_form: c.form,
      industry: c.industry.code,
      address: c.city,
      founded_on: c.foundedYear,
      status: c.status,
      employees: c.employees,
      website: hasWebsite,
      phone: true,
      email: hasWebsite,
      financials: hasFinancials,
      listing: c.listed,
    }),
    last_update: dayOf(world.year, 180 + rng.int(180)),
    ...DEMO,
  });
  emit("company_names", {
    company_id: c.id,
    kind: "primary",
    name: c.name,
    normalised: normaliseName(c.name),
    script: "Latn",
    ...DEMO,
  });
  if (c.nativeName) {
    emit("company_names", {
      company_id: c.id,
      kind: "native",
      name: c.nativeName,
      latin: c.name,
      normalised: normaliseName(c.name),
      script: c.pack.script,
      ...DEMO,
    });
  }
  if (rng.chance(0.08) && world.year - c.foundedYear > 5) {
    const former = `${rng.pick(c.pack.roots)[1]} ${c.pack.sectors[c.sector][1]}`;
    emit("company_names", {
      company_id: c.id,
      kind: "former",
      name: former,
      normalised: normaliseName(former),
      script: "Latn",
      valid_to: dayOf(world.year - rng.between(1, 5), rng.int(365)),
      ...DEMO,
    });
  }
  addresses(ctx, c, rng);
  if (c.listed)
    emit("company_securities", {
      company_id: c.id,
      ticker: listed.stock_code,
      exchange: c.country.exchange,
      is_primary: true,
      ...DEMO,
    });
  const goods = productCodes(ctx, c);
  const services = goods.length ? [] : (SERVICES[c.sector] ?? SERVICES.services ?? []).filter(() => rng.chance(0.5));
  goods.forEach((p, i) =>
    emit("company_products", {
      company_id: c.id,
      seq: i + 1,
      name: p.description.slice(0, 120),
      description: `HS ${p.code}`,
      hs_code: p.code,
      ...DEMO,
    }),
  );
  services.forEach((name, i) => emit("company_products", { company_id: c.id, seq: i + 1, name, ...DEMO }));
}

function addresses(ctx: Context, c: CompanyCore, rng: Rng): void {
  const street = c.pack.street(rng.pick(c.pack.family), rng.between(1, 250));
  const jitter = () => Math.round((rng.next() - 0.5) * 200) / 100;
  const base = {
    company_id: c.id,
    city: c.city,
    country_code: c.country.iso2,
    postcode: String(rng.between(10000, 99999)),
    ...DEMO,
  };
  ctx.emit("company_addresses", {
    ...base,
    seq: 1,
    kind: "registered",
    line1: street[1],
    line2: c.nativeName ? street[0] : null,
    lat: c.country.lat + jitter(),
    lon: c.country.lon + jitter(),
  });
  if (c.size !== "micro" && c.size !== "small" && rng.chance(0.6)) {
    const city = c.country.regions.length ? rng.pick(c.country.regions) : c.city;
    const other = c.pack.street(rng.pick(c.pack.roots), rng.between(1, 400));
    ctx.emit("company_addresses", {
      ...base,
      seq: 2,
      kind: "operation",
      line1: other[1],
      city,
      lat: c.country.lat + jitter(),
      lon: c.country.lon + jitter(),
    });
  }
}
