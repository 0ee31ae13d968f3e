import type { ContributionEntry, INDUSTRY_SCHEMES } from "../../../contract/contributions.ts";

export type IndustryScheme = (typeof INDUSTRY_SCHEMES)[number];

/** The company fields users contributed: for each, the value of the newest applied contribution (history newest first). */
export function contributedValues(history: readonly ContributionEntry[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const entry of history) {
    if (entry.kind !== "info") continue;
    for (const change of entry.changes) {
      if (change.value !== null && !values.has(change.field)) values.set(change.field, change.value);
    }
  }
  return values;
}

/** "62.01" and "6201", " Example.com " and "example.com": the same value as shown and as proposed. */
const comparable = (value: string | number) => String(value).trim().toLowerCase().replace(/\./g, "");

/** Whether the value the profile shows for `field` is the one a user contributed (not since replaced by a data load). */
export function isContributed(
  values: ReadonlyMap<string, string>,
  field: string,
  shown: string | number | null | undefined,
): boolean {
  const contributed = values.get(field);
  return (
    contributed !== undefined && shown !== null && shown !== undefined && comparable(contributed) === comparable(shown)
  );
}

/** What changed in a form of company fields: the non-empty values that differ from the shown ones. */
export function changedFields<T extends Record<string, string>>(shown: T, values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => value.trim() !== "" && value.trim() !== (shown[field] ?? "").trim(),
    ),
  ) as Partial<T>;
}

/**
 * The codes of a getDynamicsCompanyIndustry answer a company can be given: the most detailed level,
 * as the contract's pattern of the scheme wants it (ISIC classes "6201", NACE "62.01", NAICS "541511").
 */
export function proposableCodes<T extends { code: string }>(pattern: string, list: readonly T[]): T[] {
  const rule = new RegExp(pattern);
  return list.filter((option) => rule.test(option.code));
}

/** The pattern of a string schema of the contract ("" when it has none). */
export function patternOf(schema: object): string {
  const { pattern } = schema as { pattern?: unknown };
  return typeof pattern === "string" ? pattern : "";
}
