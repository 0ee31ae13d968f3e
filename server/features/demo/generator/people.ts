import { ID_PREFIX, ID_SPAN } from "../../companies/index.ts";
import type { OfficerDepartment, OfficerPosition } from "../../../../contract/officer-roles.ts";
import type { CompanyCore, SizeClass } from "./company-core.ts";
import { streamOf } from "./prng.ts";
import type { World } from "./world.ts";

type Role = readonly [position: OfficerPosition, department: OfficerDepartment];

/** The officers of a company, in order: the first is its chief executive (a closed vocabulary: codes the app translates). */
const ROLES: readonly Role[] = [
  ["Chief Executive Officer", "Management"],
  ["Chief Financial Officer", "Finance"],
  ["Chief Operating Officer", "Operations"],
  ["Chairman of the Board", "Board"],
  ["Sales Director", "Sales"],
  ["Chief Technology Officer", "Technology"],
  ["Board Member", "Board"],
  ["Head of Human Resources", "Human Resources"],
  ["Legal Counsel", "Legal"],
  ["Board Member", "Board"],
];
const SMALL_ROLES: readonly Role[] = [
  ["Managing Director", "Management"],
  ["Director", "Management"],
  ["Company Secretary", "Administration"],
];
const EDUCATION = [
  "MBA",
  "MSc Finance",
  "BSc Engineering",
  "LLM",
  "PhD Economics",
  "BA Business Administration",
  "MSc Computer Science",
  "Diploma in Accounting",
  "BSc Economics",
  "MA Law",
];
const OFFICER_RANGE: Record<SizeClass, [number, number]> = {
  micro: [1, 2],
  small: [1, 3],
  medium: [2, 4],
  large: [4, 7],
  "very-large": [6, 10],
};

export type Person = {
  id: number;
  name: string;
  nativeName: string | null;
  gender: "f" | "m";
  birthYear: number;
  nationality: string;
  education: string | null;
  position: OfficerPosition;
  department: OfficerDepartment;
  startYear: number;
  isVerified: boolean;
};

export const demoPersonId = (companyIndex: number, j: number) => ID_PREFIX.demo * ID_SPAN + companyIndex * 16 + j;

export function officerCount(world: World, core: CompanyCore): number {
  const [min, max] = OFFICER_RANGE[core.size];
  return streamOf(world.seed, "officers", core.index).between(min, max);
}

/** Officer j of a company: derived from (seed, company, j) alone. */
export function personOf(world: World, core: CompanyCore, j: number): Person {
  const rng = streamOf(world.seed, "person", core.index * 16 + j);
  const pack = core.pack;
  const gender = rng.chance(0.38) ? "f" : "m";
  const given = rng.pick(pack.given[gender]);
  const family = rng.pick(pack.family);
  const familyFirst = pack.personOrder === "family-first";
  const join = (a: string, b: string, tight: boolean) => (tight ? a + b : `${a} ${b}`);
  const native = familyFirst
    ? join(family[0], given[0], pack.tight && pack.code !== "ja")
    : join(given[0], family[0], false);
  const latin = familyFirst ? `${family[1]} ${given[1]}` : `${given[1]} ${family[1]}`;
  const small = core.size === "micro" || core.size === "small";
  const [position, department] = (small ? SMALL_ROLES[j] : ROLES[j]) ?? (["Board Member", "Board"] as const);
  const birthYear = world.year - rng.between(28, 72);
  return {
    id: demoPersonId(core.index, j),
    name: latin,
    nativeName: pack.script === "Latn" ? null : native,
    gender,
    birthYear,
    nationality: rng.chance(0.92) ? core.country.iso2 : rng.pick(world.countries).iso2,
    education: rng.chance(0.75) ? rng.pick(EDUCATION) : null,
    position,
    department,
    startYear: Math.max(core.foundedYear, world.year - rng.int(15)),
    isVerified: rng.chance(0.6),
  };
}
