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

/** src/locales/variants.json: per language, the marker words of the variant or register not used. */
export type Variants = { languages: Record<string, { variant: string; avoid: string[] }> };
/** src/locales/glossary.json: per term, the English it translates and per language the forms to use and to avoid. */
export type Glossary = {
  terms: Record<string, { en: string } & Record<string, { use: string[]; avoid: string[] } | string>>;
};

/** The text without its `{name}` placeholders (`{TAG_NAME_MAX}` is no German "Tag"). */
const withoutPlaceholders = (text: string) => text.replace(/\{\w+\}/g, "");

/** Scripts written without spaces between words: markers match anywhere, not as whole words. */
const UNSPACED = new Set(["zh", "ja"]);

function containsWord(locale: string, text: string, word: string): boolean {
  if (UNSPACED.has(locale)) return text.includes(word);
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}-])`, "iu").test(text);
}

/** Translations that use a marker word of the other variant (pt-PT in pt-BR, tú in usted Spanish …). */
export function variantProblems(locale: string, entries: PoEntry[], variants: Variants): string[] {
  const rules = variants.languages[locale];
  if (!rules) return [];
  return entries.flatMap(({ msgid, msgstr }) =>
    rules.avoid
      .filter((word) => containsWord(locale, withoutPlaceholders(msgstr), word))
      .map((word) => `"${msgid}" uses "${word}", not ${rules.variant}: "${msgstr}"`),
  );
}

/** Translations of a glossary term that do not use the language's term, or use a form it avoids. */
export function glossaryProblems(locale: string, entries: PoEntry[], glossary: Glossary): string[] {
  return Object.entries(glossary.terms).flatMap(([term, { en, ...languages }]) => {
    const rule = languages[locale];
    if (!rule || typeof rule === "string") return [];
    const english = new RegExp(en, "i");
    return entries
      .filter(({ msgid, msgstr }) => msgstr && english.test(msgid))
      .flatMap(({ msgid, msgstr }) => {
        const lower = withoutPlaceholders(msgstr).toLowerCase();
        const avoided = rule.avoid.filter((form) => lower.includes(form.toLowerCase()));
        const used = rule.use.some((form) => lower.includes(form.toLowerCase()));
        return [
          ...avoided.map((form) => `"${msgid}" writes "${term}" as "${form}" (glossary: ${rule.use[0]})`),
          ...(used ? [] : [`"${msgid}" does not use the glossary's "${rule.use[0]}" for "${term}": "${msgstr}"`]),
        ];
      });
  });
}
