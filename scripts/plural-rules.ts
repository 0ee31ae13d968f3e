import { compileMessage, type CompiledMessage } from "@lingui/message-utils/compileMessage";

/** "recipient(s)", "Empfänger(n)", "destinatario/i": a count written around instead of given its plural form. */
const HEDGED_PLURAL = /\p{L}(?:\((?:s|es|n|en|e|x|i)\)|\/i\b)/u;

/** The plural categories a language uses for whole numbers up to 1000 (ja, zh: only `other`). */
function neededCategories(locale: string): Set<string> {
  const rules = new Intl.PluralRules(locale);
  const needed = new Set<string>(["other"]);
  for (let n = 0; n <= 1000; n += 1) needed.add(rules.select(n));
  return needed;
}

type Choices = Record<string, CompiledMessage>;

/** Every `{x, plural, …}` of a compiled message, nested ones included, as its choices. */
function pluralChoices(message: CompiledMessage): Choices[] {
  return message.flatMap((token) => {
    if (typeof token === "string" || !token[2] || typeof token[2] !== "object") return [];
    const choices = Object.fromEntries(
      Object.entries(token[2] as Record<string, unknown>).filter(([, value]) => Array.isArray(value)),
    ) as Choices;
    const nested = Object.values(choices).flatMap(pluralChoices);
    return token[1] === "plural" ? [choices, ...nested] : nested;
  });
}

/**
 * What is wrong with the plurals of one translated message: "(s)" instead of a plural, or a
 * `{count, plural, …}` without a form the language needs, or with a form the language does not have.
 */
export function pluralProblems(locale: string, text: string): string[] {
  const problems: string[] = [];
  if (HEDGED_PLURAL.test(text)) problems.push('writes a plural as "(s)"; use {count, plural, one {…} other {…}}');
  const needed = neededCategories(locale);
  const known = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
  for (const choices of pluralChoices(compileMessage(text))) {
    // Exact choices (`=0 {…}`) compile to the bare number.
    const forms = Object.keys(choices).filter((form) => !/^=?\d+$/.test(form));
    const missing = [...needed].filter((form) => !forms.includes(form));
    const unknown = forms.filter((form) => !known.has(form));
    if (missing.length) problems.push(`lacks the plural form(s) ${missing.join(", ")}`);
    if (unknown.length) problems.push(`has plural form(s) ${unknown.join(", ")} that ${locale} does not use`);
  }
  return problems;
}
