/**
 * The spec's two number filters (section 5, "Number display").
 *
 * `formatAmount`: empty → "-"; the integer part gets thousands separators (",") and the decimals
 * are padded to two digits ("1234" → "1,234.00", "1234.5" → "1,234.50"). Works on the decimal
 * string, so amounts beyond 2^53 keep every digit. Text that is not a number is returned as it is.
 *
 * `formatUpTo2`: the value "20+" stays as it is; otherwise up to two decimals with the locale's
 * separators (Intl.NumberFormat).
 */
export type NumberInput = number | string | null | undefined;

export const EMPTY_VALUE = "-";
const PLAIN_NUMBER = /^([+-]?)(\d+)(?:\.(\d*))?$/;

function isEmpty(value: NumberInput): value is null | undefined | "" {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

function toDecimalString(value: number | string): string {
  if (typeof value === "string") return value.trim().replace(/,/g, "");
  if (!Number.isFinite(value)) return String(value);
  // Avoid exponent notation for very large or very small numbers.
  return Math.abs(value) >= 1e21 || (value !== 0 && Math.abs(value) < 1e-6)
    ? value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 })
    : String(value);
}

export function formatAmount(value: NumberInput): string {
  if (isEmpty(value)) return EMPTY_VALUE;
  const text = toDecimalString(value);
  const match = PLAIN_NUMBER.exec(text);
  if (!match) return String(value);
  const [, sign = "", integer = "0", decimals = ""] = match;
  const grouped = integer.replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign === "-" ? "-" : ""}${grouped}.${decimals.padEnd(2, "0")}`;
}

/** The value the spec keeps unchanged in the second filter. */
export const OPEN_ENDED_VALUE = "20+";

export function formatUpTo2(value: NumberInput, locale: string): string {
  if (isEmpty(value)) return EMPTY_VALUE;
  if (value === OPEN_ENDED_VALUE) return OPEN_ENDED_VALUE;
  const number = typeof value === "number" ? value : Number(toDecimalString(value));
  if (!Number.isFinite(number)) return String(value);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(number);
}

/**
 * Money in compact form in its currency ("$1.2B", "12億円", "50.000 €") with up to `digits` decimals;
 * the compact number followed by the code when the code is not a currency Intl knows ("1.2K XYZ1");
 * "-" when missing.
 */
export function formatCompactMoney(
  value: number | null | undefined,
  currency: string | null | undefined,
  locale: string,
  digits = 1,
): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const compact = { notation: "compact", maximumFractionDigits: digits } as const;
  try {
    if (currency) return new Intl.NumberFormat(locale, { ...compact, style: "currency", currency }).format(value);
  } catch {
    // An unknown code: the number with the code after it.
  }
  return `${new Intl.NumberFormat(locale, compact).format(value)} ${currency ?? ""}`.trim();
}
