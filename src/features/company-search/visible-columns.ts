import { COMPANY_LABEL_KEYS, DEFAULT_LABELS, type CompanyLabelKey } from "../../../contract/company-search.ts";

/**
 * The columns the user shows in the company list, kept in localStorage (versioned, checked on
 * read: an unknown or damaged value falls back to the defaults). The name is always shown.
 */
export const VISIBLE_COLUMNS_KEY = "companySearch.columns.v1";

export function sanitiseColumns(value: unknown): CompanyLabelKey[] {
  if (!Array.isArray(value)) return [...DEFAULT_LABELS];
  const known = value.filter((key): key is CompanyLabelKey => COMPANY_LABEL_KEYS.includes(key as CompanyLabelKey));
  const unique = [...new Set<CompanyLabelKey>(["name", ...known])];
  return unique.length > 1 ? unique : [...DEFAULT_LABELS];
}

export function loadVisibleColumns(storage: Pick<Storage, "getItem">): CompanyLabelKey[] {
  try {
    const raw = storage.getItem(VISIBLE_COLUMNS_KEY);
    return raw ? sanitiseColumns(JSON.parse(raw)) : [...DEFAULT_LABELS];
  } catch {
    return [...DEFAULT_LABELS];
  }
}

export function saveVisibleColumns(
  storage: Pick<Storage, "setItem">,
  columns: readonly CompanyLabelKey[],
): CompanyLabelKey[] {
  const clean = sanitiseColumns(columns);
  storage.setItem(VISIBLE_COLUMNS_KEY, JSON.stringify(clean));
  return clean;
}
