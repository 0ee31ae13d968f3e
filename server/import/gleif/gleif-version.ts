import { statSync } from "node:fs";
import { basename } from "node:path";
import { xmlHeaderValue } from "../xml.ts";

/**
 * The version of a GLEIF file: --version when given, else the publication stamp in a golden-copy
 * file name (20260123-0800-gleif-goldencopy-lei2-golden-copy.csv.zip: 20260123-0800), else the XML header's
 * ContentDate in the same form (2023-06-05T08:20:51Z: 20230605-0820), else the file's modification date.
 */
export async function gleifVersion(path: string, given: string | undefined, xml: boolean): Promise<string> {
  if (given) return given;
  const stamp = /(?:^|\D)(20\d{6})(-\d{4})?(?:\D|$)/.exec(basename(path));
  if (stamp?.[1]) return `${stamp[1]}${stamp[2] ?? ""}`;
  const content = xml ? await xmlHeaderValue(path, "ContentDate") : null;
  const time = content && /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(content);
  if (time) return `${time[1]}${time[2]}${time[3]}-${time[4]}${time[5]}`;
  if (content) return content.slice(0, 10);
  return statSync(path).mtime.toISOString().slice(0, 10);
}

const LEI = /^[A-Z0-9]{18}[0-9]{2}$/;

export function isLei(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && LEI.test(value);
}

/** An ISO date or date-time to its date, or undefined when it is not one. */
export function isoDate(value: string | null | undefined): string | null | undefined {
  if (!value) return null;
  const date = value.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? date : undefined;
}
