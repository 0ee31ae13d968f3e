/**
 * The review rules of the catalogs (docs/decisions/0033-localisation-review.md), run by
 * `npm run i18n:check`: a short source string used in two features needs a Lingui `context` (or to
 * be listed in src/locales/same-meaning.json as meaning the same everywhere).
 */
import type { PoEntry } from "./po.ts";

/** At most this many words: a label whose meaning depends on where it stands ("Share", "Next"). */
const SHORT_WORDS = 2;

/** The feature (src/features/<name>) or top-level folder (src/routes, src/components) of a source file. */
export function featureOf(path: string): string {
  const parts = path.split("/");
  return parts[1] === "features" ? `features/${parts[2]}` : parts.slice(0, 2).join("/");
}

/** Short source strings without a context whose references span two features or more. */
export function ambiguityProblems(entries: PoEntry[], sameMeaning: ReadonlySet<string>): string[] {
  return entries
    .filter((e) => e.context === undefined && e.msgid.trim().split(/\s+/).length <= SHORT_WORDS)
    .filter((e) => !sameMeaning.has(e.msgid))
    .map((e) => ({ msgid: e.msgid, features: [...new Set((e.references ?? []).map(featureOf))] }))
    .filter((e) => e.features.length > 1)
    .map(
      (e) =>
        `"${e.msgid}" is used in ${e.features.join(", ")} without a context: give each use a Lingui \`context\`, ` +
        "or list it in src/locales/same-meaning.json if it means the same everywhere",
    );
}
