import { describe, expect, it } from "vitest";
import { pluralProblems } from "./plural-rules.ts";

describe("pluralProblems", () => {
  it("accepts the forms each language uses", () => {
    expect(pluralProblems("en", "{n, plural, one {# person} other {# people}}")).toEqual([]);
    expect(pluralProblems("de", "Mit {n, plural, one {# Empfänger} other {# Empfängern}} geteilt")).toEqual([]);
    expect(pluralProblems("ja", "{n, plural, other {#人}}")).toEqual([]);
    expect(pluralProblems("fr", "{n, plural, =0 {aucune} one {# entreprise} other {# entreprises}}")).toEqual([]);
  });

  it('flags a count written around with "(s)", "(n)" or "/i"', () => {
    for (const [locale, text] of [
      ["en", "Shared with {count} recipient(s)"],
      ["de", "Mit {count} Empfänger(n) geteilt"],
      ["it", "Condiviso con {count} destinatario/i"],
    ] as const) {
      expect(pluralProblems(locale, text)).toHaveLength(1);
    }
    expect(pluralProblems("en", "Company (small)")).toEqual([]);
  });

  it("flags a missing form, nested ones too, and a form the language does not have", () => {
    expect(pluralProblems("de", "{n, plural, other {# Personen}}")).toEqual(["lacks the plural form(s) one"]);
    expect(pluralProblems("en", "{a, select, x {{n, plural, other {# people}}} other {}}")).toEqual([
      "lacks the plural form(s) one",
    ]);
    expect(pluralProblems("ja", "{n, plural, one {#人} other {#人}}")).toEqual([
      "has plural form(s) one that ja does not use",
    ]);
  });
});
