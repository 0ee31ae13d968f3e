import { CLIENT_CLOCK_SKEW_MAX_MS } from "../../../contract/collections.ts";
import type { CompanyRef } from "../../../contract/collections.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { ruleBroken } from "../../lib/app-error.ts";

const BIGINT_MAX = 2n ** 63n - 1n;

/** The numeric company id an aaa_id encodes ('A' + base 36), or null when it is not one. */
export function companyIdOf(aaaId: string): string | null {
  const digits = aaaId.slice(1).toLowerCase();
  if (!/^[0-9a-z]{1,13}$/.test(digits) || aaaId[0]?.toUpperCase() !== "A") return null;
  let value = 0n;
  for (const char of digits) value = value * 36n + BigInt(parseInt(char, 36));
  return value > 0n && value <= BIGINT_MAX ? value.toString() : null;
}

/** The canonical aaa_id: upper case, as companies.aaa_id stores it. */
export function canonicalAaaId(aaaId: string): string {
  return aaaId.toUpperCase();
}

export type CompanyRow = { aaaId: string; companyId: string; companyName: string | null; countryCode: string | null };

/** Checks and normalises the companies of a request; the last mention of a company counts. */
export function companyRows(refs: readonly CompanyRef[]): CompanyRow[] {
  const byId = new Map<string, CompanyRow>();
  for (const ref of refs) {
    const aaaId = canonicalAaaId(ref.aaaId);
    const companyId = companyIdOf(aaaId);
    if (!companyId) throw ruleBroken("invalidCompanyId", { aaaId: ref.aaaId });
    const companyName = ref.companyName?.trim() || null;
    const countryCode = ref.countryCode ? ref.countryCode.toUpperCase() : null;
    byId.set(aaaId, { aaaId, companyId, companyName, countryCode });
  }
  return [...byId.values()];
}

export function companyIds(aaaIds: readonly string[]): CompanyRow[] {
  return companyRows(aaaIds.map((aaaId) => ({ aaaId })));
}

/**
 * When an edit happened, by the client's clock: edits made offline keep their own time, so that
 * the later edit wins whatever order devices sync in. A clock far ahead is clamped.
 */
export function editTime(changedAt: number | undefined, now: Date): Date {
  if (changedAt === undefined) return now;
  return new Date(Math.min(changedAt, now.getTime() + CLIENT_CLOCK_SKEW_MAX_MS));
}

/** A folder or tag name: trimmed, inner runs of spaces collapsed, bounded. */
export function cleanName(raw: string, max: number, messages: { required: MessageKey; tooLong: MessageKey }): string {
  const name = raw.trim().replace(/\s+/g, " ");
  if (!name) throw ruleBroken(messages.required);
  if ([...name].length > max) throw ruleBroken(messages.tooLong, { max });
  return name;
}
