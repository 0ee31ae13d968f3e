import { createHash } from "node:crypto";
import { dataPath } from "../../../../lib/data-files.ts";
import { readTsvObjects } from "../../../../lib/tsv.ts";
import { PACKS } from "../../../demo/index.ts";
import { analyseName } from "../name-analysis.ts";
import { KIND_OF_SCHEMA, type ScreeningEntry } from "../screening-entry.ts";
import {
  dropMiddle,
  pick,
  recase,
  reorder,
  respell,
  seeded,
  swapLegalForm,
  toCyrillic,
  typo,
  type Random,
} from "./perturbations.ts";

export const KINDS = [
  "typo",
  "reorder",
  "dropped-middle",
  "transliteration",
  "cyrillic",
  "legal-form",
  "case-punctuation",
] as const;
export type Kind = (typeof KINDS)[number];

/** A query of the evaluation: a perturbed list name (its entry is the target) or an ordinary name (none). */
export type EvalCase = {
  kind: Kind | "negative-company" | "negative-person";
  schema: string;
  query: string;
  /** The entry the query comes from (null for a negative). */
  target: string | null;
  /** The list name it was made from. */
  original: string;
};

/** Which half an entry or a negative name belongs to: the evaluation set (0) or the held-out set (1). */
export function halfOf(key: string): 0 | 1 {
  return (createHash("sha256").update(key).digest()[0]! & 1) as 0 | 1;
}

const QUERY_SCHEMA = { Person: "Person", Organization: "Company", Vessel: "Vessel", Airplane: "Airplane" } as const;

function perturb(kind: Kind, name: string, entry: ScreeningEntry, random: Random): string | null {
  switch (kind) {
    case "typo":
      return typo(name, random);
    case "reorder": {
      if (entry.schema === "Person") return reorder(name, random);
      // An organisation's words in another order, its legal form kept whole, at the start or the end.
      const analysed = analyseName(name, "organisation");
      const core = reorder(analysed.form, random);
      if (!core) return null;
      return analysed.legalForm
        ? random() < 0.5
          ? `${analysed.legalForm} ${core}`
          : `${core} ${analysed.legalForm}`
        : core;
    }
    case "dropped-middle":
      return dropMiddle(name, random);
    case "transliteration":
      return respell(name, random);
    case "cyrillic":
      // Russian clerks write persons' names in Cyrillic; organisations keep their own script or a translation.
      return entry.schema === "Person" ? toCyrillic(name) : null;
    case "legal-form": {
      if (entry.schema !== "Organization") return null;
      const analysed = analyseName(name, "organisation");
      return swapLegalForm(
        analysed.form.replace(/\b\p{L}/gu, (c) => c.toUpperCase()),
        analysed.legalForm,
        random,
      );
    }
    case "case-punctuation":
      return recase(name, random);
  }
}

/** Names a query may be made from: strong names in Latin letters. */
function usableNames(entry: ScreeningEntry): string[] {
  return entry.names
    .filter((n) => !n.isWeak && !/[^\p{Script=Latin}\p{Script=Common}]/u.test(n.name))
    .map((n) => n.name);
}

/** `perKind` positives of each kind, from entries of the given half, seeded. */
export function positiveCases(
  entries: readonly ScreeningEntry[],
  half: 0 | 1,
  seed: number,
  perKind: number,
): EvalCase[] {
  const random = seeded(seed);
  const pool = entries.filter((e) => halfOf(e.id) === half && usableNames(e).length > 0);
  const cases: EvalCase[] = [];
  for (const kind of KINDS) {
    let made = 0;
    for (let tries = 0; made < perKind && tries < perKind * 40; tries++) {
      const entry = pick(random, pool);
      const name = pick(random, usableNames(entry));
      const query = perturb(kind, name, entry, random);
      if (!query || query === name) continue;
      cases.push({ kind, schema: QUERY_SCHEMA[entry.schema], query, target: entry.id, original: name });
      made++;
    }
  }
  return cases;
}

/** Ordinary person names: given and family names of the demo generator's 25 languages, in Latin letters. */
function personNames(random: Random, count: number): string[] {
  const packs = Object.values(PACKS);
  return Array.from({ length: count * 3 }, () => {
    const pack = pick(random, packs);
    const given = pick(random, [...pack.given.f, ...pack.given.m])[1];
    const family = pick(random, pack.family)[1];
    return random() < 0.2 ? `${given} ${pick(random, pack.given.m)[1]} ${family}` : `${given} ${family}`;
  });
}

/**
 * Negatives: SEC registrants' names (companies) and demo person names, of the given half. A name
 * equal to a listed name (same comparable form) is a true name match, not a false positive: it
 * is left out and counted (`collisions`).
 */
export function negativeCases(
  entries: readonly ScreeningEntry[],
  half: 0 | 1,
  seed: number,
  count: { companies: number; persons: number },
): { cases: EvalCase[]; collisions: string[] } {
  const random = seeded(seed + 1000);
  // Word order and romanisation aside: "Rajesh Gupta" is the listed "GUPTA, Rajesh", "Hossein
  // Mousavi" the listed "MUSAVI, Hossein" (the same name: no engine can tell them apart by name).
  const key = (kind: string, words: readonly { spelling: string }[]) =>
    `${kind}|${words
      .map((w) => w.spelling)
      .sort()
      .join(" ")}`;
  const listed = new Set(entries.flatMap((e) => e.names.map((n) => key(KIND_OF_SCHEMA[e.schema], n.analysed.words))));
  const collisions: string[] = [];
  const take = (names: string[], schema: "Company" | "Person", n: number) => {
    const kind = schema === "Company" ? "negative-company" : "negative-person";
    const out: EvalCase[] = [];
    const seen = new Set<string>();
    for (const name of names) {
      if (out.length >= n) break;
      if (halfOf(name) !== half || seen.has(name)) continue;
      seen.add(name);
      const kindOf = schema === "Company" ? "organisation" : "person";
      if (listed.has(key(kindOf, analyseName(name, kindOf).words))) {
        collisions.push(name);
        continue;
      }
      out.push({ kind, schema, query: name, target: null, original: name });
    }
    return out;
  };
  const companies = readTsvObjects(dataPath("companies", "sec-registrants.tsv.gz")).map((r) => r.name ?? "");
  const shuffled = companies.map((name) => [random(), name] as const).sort((a, b) => a[0] - b[0]);
  return {
    cases: [
      ...take(
        shuffled.map(([, name]) => name),
        "Company",
        count.companies,
      ),
      ...take(personNames(random, count.persons), "Person", count.persons),
    ],
    collisions,
  };
}
