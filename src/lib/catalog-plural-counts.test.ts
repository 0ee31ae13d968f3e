import { readFileSync } from "node:fs";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../contract/locales.ts";
import { parsePo } from "../../scripts/po.ts";

/**
 * Every message with a count, of the web app's and the server's catalogs, rendered with 0, 1, 2, 5 and 21
 * in every language (issue 18): the count shows, nothing of the ICU syntax is left, and French puts 0 and
 * 1 in the singular.
 */
const COUNTS = [0, 1, 2, 5, 21];

function pluralMessages(locale: Locale, catalog: "messages" | "server") {
  const entries = parsePo(readFileSync(new URL(`../locales/${locale}/${catalog}.po`, import.meta.url), "utf8"));
  return entries.filter((e) => /\{\w+, plural,/.test(e.msgid));
}

/** The message's values: each count variable set to `n`, every other placeholder to a word. */
function render(locale: Locale, text: string, msgid: string, n: number): string {
  const counts = [...msgid.matchAll(/\{(\w+), plural,/g)].map((m) => m[1]!);
  const names = [...msgid.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const values = Object.fromEntries([...names.map((name) => [name, "Acme"]), ...counts.map((c) => [c, n])]);
  const i18n = setupI18n({ locale, messages: { [locale]: { id: compileMessage(text) } } });
  return i18n._("id", values);
}

/** Whether the message has a branch of its own for exactly `n` (`=0 {…}`), which need not show the number. */
const hasExactBranch = (msgid: string, n: number) => msgid.includes(`=${n} {`);

describe.each(
  LOCALES.flatMap((locale) => (["messages", "server"] as const).map((catalog) => [locale, catalog] as const)),
)("%s %s: messages with a count", (locale, catalog) => {
  const messages = pluralMessages(locale, catalog);

  it("has messages with a count", () => {
    expect(messages.length).toBeGreaterThan(catalog === "messages" ? 20 : 5);
  });

  it.each(COUNTS)("renders each with %i", (n) => {
    const number = new Intl.NumberFormat(locale).format(n);
    for (const { msgid, msgstr } of messages) {
      const text = render(locale, msgstr || msgid, msgid, n);
      // A count shown through a formatted placeholder of its own ({companies}) is not `#`; an exact
      // branch (`=0 {No question matches.}`) may say it in words.
      if (msgid.includes("#") && !hasExactBranch(msgid, n)) expect(text, msgid).toContain(number);
      expect(text, msgid).not.toMatch(/[{}#]/);
    }
  });
});

describe("French puts 0 and 1 in the singular", () => {
  it.each(["messages", "server"] as const)("%s", (catalog) => {
    for (const { msgid, msgstr } of pluralMessages("fr", catalog)) {
      if (hasExactBranch(msgid, 0)) continue;
      const zero = render("fr", msgstr, msgid, 0);
      expect(zero.replace(/(?<!\d)0(?!\d)/g, "1"), msgid).toBe(render("fr", msgstr, msgid, 1));
    }
  });
});

/** The messages issue 18 named, in the forms a reader expects. */
describe.each([
  [
    "fr",
    "{selected, plural, one {# selected} other {# selected}}",
    ["0 sélectionnée", "1 sélectionnée", "2 sélectionnées", "5 sélectionnées", "21 sélectionnées"],
  ],
  [
    "es",
    "{selected, plural, one {# selected} other {# selected}}",
    ["0 seleccionadas", "1 seleccionada", "2 seleccionadas", "5 seleccionadas", "21 seleccionadas"],
  ],
  [
    "fr",
    "{more, plural, one {…and # more.} other {…and # more.}}",
    ["…et 0 autre.", "…et 1 autre.", "…et 2 autres.", "…et 5 autres.", "…et 21 autres."],
  ],
  [
    "de",
    "{total, plural, one {# person} other {# people}}",
    ["0 Personen", "1 Person", "2 Personen", "5 Personen", "21 Personen"],
  ],
  [
    "en",
    "{count, plural, one {At least # company} other {At least # companies}}",
    [
      "At least 0 companies",
      "At least 1 company",
      "At least 2 companies",
      "At least 5 companies",
      "At least 21 companies",
    ],
  ],
  [
    "pt",
    "{sent, plural, one {Shared with # recipient.} other {Shared with # recipients.}}",
    [
      "Compartilhado com 0 destinatário.",
      "Compartilhado com 1 destinatário.",
      "Compartilhado com 2 destinatários.",
      "Compartilhado com 5 destinatários.",
      "Compartilhado com 21 destinatários.",
    ],
  ],
  ["ja", "{hidden, plural, one {Show # more} other {Show # more}}", null],
] as const)("%s %s", (locale, msgid, expected) => {
  it("reads right with 0, 1, 2, 5 and 21", () => {
    const entry = pluralMessages(locale, "messages").find((e) => e.msgid === msgid);
    expect(entry, msgid).toBeDefined();
    const texts = COUNTS.map((n) => render(locale, entry!.msgstr, msgid, n));
    if (expected) expect(texts).toEqual(expected);
    else expect(new Set(texts).size).toBe(COUNTS.length);
  });
});
