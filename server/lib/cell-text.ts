/**
 * The text of one cell read from a database row or a data file, whose type is not known statically:
 * a string as it is, a number, bigint or boolean as `String()` writes it, a Date as `String()` writes
 * it; anything else (never expected in a cell) as JSON (`undefined` as "undefined"), never "[object Object]".
 */
export function cellText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return String(value);
  return JSON.stringify(value) ?? typeof value;
}
