import type { CompanyCore } from "./company-core.ts";
import { officerCount } from "./people.ts";
import { streamOf } from "./prng.ts";
import type { World } from "./world.ts";

export type Holder =
  | { type: "company"; index: number; share: number }
  | { type: "person"; officer: number; share: number }
  | { type: "other" | "state" | "ngo"; name: string; share: number };

export type Ownership = { parent: number | null; holders: Holder[] };

const PARENT_CHANCE = { micro: 0.05, small: 0.12, medium: 0.3, large: 0.45, "very-large": 0.3 } as const;
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Direct shareholders of a company: maybe a parent company (always one with a lower index, so the
 * ownership graph has no cycles), then its officers, public shareholders when listed, now and then
 * the state or a foundation. Shares are in per cent, two decimals, and never sum above 100.
 */
const memo = new WeakMap<World, Map<number, Ownership>>();

export function ownershipOf(world: World, core: (index: number) => CompanyCore, index: number): Ownership {
  let cache = memo.get(world);
  if (!cache) memo.set(world, (cache = new Map<number, Ownership>()));
  const hit = cache.get(index);
  if (hit) return hit;
  const result = computeOwnership(world, core, index);
  if (cache.size >= 50_000) cache.delete(cache.keys().next().value as number);
  cache.set(index, result);
  return result;
}

function computeOwnership(world: World, core: (index: number) => CompanyCore, index: number): Ownership {
  const company = core(index);
  const rng = streamOf(world.seed, "owners", index);
  const holders: Holder[] = [];
  let parent: number | null = null;
  let left = 100;
  if (index > 0 && rng.chance(PARENT_CHANCE[company.size])) {
    const domestic = company.country.start < index && rng.chance(0.8);
    const low = domestic ? company.country.start : 0;
    const candidates = [0, 1, 2].map(() => low + rng.int(index - low));
    parent = candidates.reduce((a, b) => (core(b).employees > core(a).employees ? b : a));
    const roll = rng.next();
    const share = roll < 0.55 ? 100 : roll < 0.85 ? round2(51 + rng.next() * 48.99) : round2(20 + rng.next() * 30);
    holders.push({ type: "company", index: parent, share });
    left = round2(left - share);
  }
  if (left <= 0) return { parent, holders };
  if (company.listed) {
    const free = round2(left * (0.4 + rng.next() * 0.5));
    holders.push({ type: "other", name: "Public shareholders (free float)", share: free });
    left = round2(left - free);
  }
  if ((company.size === "large" || company.size === "very-large") && rng.chance(0.05) && left > 10) {
    const share = round2(left * 0.5);
    holders.push({ type: "state", name: `Government of ${company.country.name}`, share });
    left = round2(left - share);
  }
  const owners = Math.min(officerCount(world, company), company.size === "micro" ? 1 + rng.int(2) : 1 + rng.int(3));
  for (let j = 0; j < owners && left > 0; j++) {
    const last = j === owners - 1;
    const share = last ? left : round2(left * (0.3 + rng.next() * 0.5));
    holders.push({ type: "person", officer: j, share });
    left = round2(left - share);
  }
  if (left > 0 && rng.chance(0.5)) holders.push({ type: "other", name: "Other shareholders", share: left });
  return { parent, holders };
}

export type BeneficialOwner = { companyIndex: number; officer: number; share: number };

/**
 * Natural persons' effective shares through the chain of parents (multiplied along the way); those
 * with at least 25 % are the beneficial owners. Chains are short, so this recursion stays cheap.
 */
export function beneficialOwners(
  world: World,
  core: (index: number) => CompanyCore,
  index: number,
  depth = 0,
): BeneficialOwner[] {
  if (depth > 12) return [];
  const result: BeneficialOwner[] = [];
  for (const holder of ownershipOf(world, core, index).holders) {
    if (holder.type === "person") result.push({ companyIndex: index, officer: holder.officer, share: holder.share });
    if (holder.type === "company") {
      for (const owner of beneficialOwners(world, core, holder.index, depth + 1)) {
        result.push({ ...owner, share: (owner.share * holder.share) / 100 });
      }
    }
  }
  return depth === 0 ? result.filter((o) => o.share >= 25) : result;
}

export function ultimateParent(world: World, core: (index: number) => CompanyCore, index: number): number | null {
  let current = ownershipOf(world, core, index).parent;
  for (let depth = 0; current !== null && depth < 12; depth++) {
    const next = ownershipOf(world, core, current).parent;
    if (next === null) return current;
    current = next;
  }
  return current;
}
