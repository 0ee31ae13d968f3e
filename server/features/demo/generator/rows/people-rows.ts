import { normalisePersonName } from "../../../../lib/name-normalise.ts";
import type { CompanyCore } from "../company-core.ts";
import { beneficialOwners, ownershipOf, ultimateParent, type Holder } from "../ownership.ts";
import { officerCount, personOf } from "../people.ts";
import { streamOf } from "../prng.ts";
import { DEMO, dayOf, slug, type Context } from "./emit.ts";
import { domainOf } from "./company-rows.ts";

/** People and their roles; every officer is a person of their own (people are per company). */
export function peopleRows(ctx: Context, c: CompanyCore): void {
  const { world, emit } = ctx;
  const shareholders = new Set(
    ownershipOf(world, ctx.core, c.index).holders.flatMap((h) => (h.type === "person" ? [h.officer] : [])),
  );
  const count = officerCount(world, c);
  for (let j = 0; j < count; j++) {
    const p = personOf(world, c, j);
    const email = `${slug(p.name.split(" ")[0] ?? "")}.${slug(p.name.split(" ").slice(1).join(""))}@${domainOf(c.name, c.country.iso2)}`;
    emit("people", {
      id: p.id,
      name: p.name,
      name_native: p.nativeName,
      normalised: normalisePersonName(p.name),
      gender: p.gender,
      birth_year: p.birthYear,
      nationality: p.nationality,
      education: p.education,
      email: c.size === "micro" ? null : email,
      ...DEMO,
    });
    emit("company_officers", {
      company_id: c.id,
      person_id: p.id,
      position: p.position,
      department: p.department,
      is_shareholder: shareholders.has(j),
      is_verified: p.isVerified,
      start_date: dayOf(p.startYear, (j * 37) % 365),
      ...DEMO,
    });
  }
}

function partyOf(ctx: Context, c: CompanyCore, holder: Holder) {
  if (holder.type === "company") {
    const parent = ctx.core(holder.index);
    return {
      party_type: "company",
      party_company_id: parent.id,
      party_name: parent.name,
      party_country: parent.country.iso2,
    };
  }
  if (holder.type === "person") {
    const p = personOf(ctx.world, c, holder.officer);
    return { party_type: "person", party_person_id: p.id, party_name: p.name, party_country: p.nationality };
  }
  return { party_type: holder.type, party_name: holder.name, party_country: c.country.iso2 };
}

/** Ownership interests (direct holders, beneficial owners, ultimate parent) and related companies. */
export function ownershipRows(ctx: Context, c: CompanyCore): void {
  const { world, emit } = ctx;
  const ownership = ownershipOf(world, ctx.core, c.index);
  const owners = beneficialOwners(world, ctx.core, c.index);
  const direct = new Set(owners.filter((o) => o.companyIndex === c.index).map((o) => o.officer));
  const since = dayOf(c.foundedYear, 10);
  let seq = 0;
  for (const holder of ownership.holders) {
    emit("company_interests", {
      company_id: c.id,
      seq: ++seq,
      ...partyOf(ctx, c, holder),
      interest_type: "shareholding",
      share_exact: holder.share,
      is_direct: true,
      is_beneficial: holder.type === "person" && direct.has(holder.officer),
      start_date: since,
      ...DEMO,
    });
  }
  for (const owner of owners.filter((o) => o.companyIndex !== c.index)) {
    const p = personOf(world, ctx.core(owner.companyIndex), owner.officer);
    emit("company_interests", {
      company_id: c.id,
      seq: ++seq,
      party_type: "person",
      party_person_id: p.id,
      party_name: p.name,
      party_country: p.nationality,
      interest_type: "shareholding",
      share_exact: Math.round(owner.share * 100) / 100,
      is_direct: false,
      is_beneficial: true,
      start_date: since,
      ...DEMO,
    });
  }
  const top = ultimateParent(world, ctx.core, c.index);
  if (top !== null && top !== ownership.parent) {
    const u = ctx.core(top);
    emit("company_interests", {
      company_id: c.id,
      seq: ++seq,
      party_type: "company",
      party_company_id: u.id,
      party_name: u.name,
      party_country: u.country.iso2,
      interest_type: "ultimate-parent",
      is_direct: false,
      ...DEMO,
    });
  }
  relationRows(ctx, c, ownership.parent);
}

function relationRows(ctx: Context, c: CompanyCore, parent: number | null): void {
  const rng = streamOf(ctx.world.seed, "branches", c.index);
  let seq = 0;
  if (parent !== null) {
    const p = ctx.core(parent);
    ctx.emit("company_relations", {
      company_id: c.id,
      seq: ++seq,
      relation: "parent",
      related_company_id: p.id,
      name: p.name,
      country_code: p.country.iso2,
      city: p.city,
      ...DEMO,
    });
  }
  const branches =
    c.size === "very-large"
      ? rng.between(2, 6)
      : c.size === "large"
        ? rng.between(0, 3)
        : c.size === "medium"
          ? rng.int(2)
          : 0;
  for (let b = 0; b < branches; b++) {
    const abroad = (c.size === "very-large" || c.size === "large") && rng.chance(0.3);
    const country = abroad ? rng.pick(ctx.world.countries) : c.country;
    const city = !abroad && country.regions.length ? rng.pick(country.regions) : (country.capital ?? country.name);
    ctx.emit("company_relations", {
      company_id: c.id,
      seq: ++seq,
      relation: "branch",
      name: `${c.name} (${city} branch)`,
      country_code: country.iso2,
      city,
      ...DEMO,
    });
  }
}
