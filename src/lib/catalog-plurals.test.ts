import { readFileSync } from "node:fs";
import { setupI18n, type I18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../contract/locales.ts";
import { parsePo } from "../../scripts/po.ts";

/** A locale's catalog as the app runs it: the .po's translations compiled to ICU MessageFormat. */
function catalog(locale: Locale): I18n {
  const entries = parsePo(readFileSync(new URL(`../locales/${locale}/messages.po`, import.meta.url), "utf8"));
  const messages = Object.fromEntries(entries.map((e) => [e.msgid, compileMessage(e.msgstr || e.msgid)]));
  return setupI18n({ locale, messages: { [locale]: messages } });
}

const PEOPLE = "{total, plural, one {# person} other {# people}}";
const COMPANIES = "{count, plural, one {# company} other {# companies}}";
const SHARED = "{sent, plural, one {Shared with # recipient.} other {Shared with # recipients.}}";

describe("plural forms of the catalogs", () => {
  it.each([
    ["en", PEOPLE, "total", "1 person", "2 people"],
    ["de", PEOPLE, "total", "1 Person", "2 Personen"],
    ["fr", PEOPLE, "total", "1 personne", "2 personnes"],
    ["ja", PEOPLE, "total", "1人", "2人"],
    ["en", COMPANIES, "count", "1 company", "2 companies"],
    ["de", COMPANIES, "count", "1 Unternehmen", "2 Unternehmen"],
    ["en", SHARED, "sent", "Shared with 1 recipient.", "Shared with 2 recipients."],
    ["de", SHARED, "sent", "Mit 1 Empfänger geteilt.", "Mit 2 Empfängern geteilt."],
  ] as const)("%s: %s gives the one and the other form", (locale, id, name, one, two) => {
    const i18n = catalog(locale);
    expect(i18n._(id, { [name]: 1 })).toBe(one);
    expect(i18n._(id, { [name]: 2 })).toBe(two);
  });

  it("formats the count by the language's own digits grouping", () => {
    expect(catalog("de")._(COMPANIES, { count: 12345 })).toBe("12.345 Unternehmen");
  });
});
