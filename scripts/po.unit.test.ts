import { describe, expect, it } from "vitest";
import { parsePo } from "./po.ts";

describe("parsePo", () => {
  it("reads single- and multi-line entries and skips the header and obsolete ones", () => {
    const text = [
      'msgid ""',
      'msgstr ""',
      '"Language: fr\\n"',
      "",
      "#: src/a.tsx",
      'msgid "Hello"',
      'msgstr "Bonjour"',
      "",
      'msgid ""',
      '"Long "',
      '"text"',
      'msgstr ""',
      "",
      '#~ msgid "Old"',
      '#~ msgstr "Vieux"',
    ].join("\n");
    expect(parsePo(text)).toEqual([
      { msgid: "Hello", msgstr: "Bonjour", obsolete: false },
      { msgid: "Long text", msgstr: "", obsolete: false },
    ]);
  });
});

describe("fillTranslations", () => {
  it("fills empty entries only and keeps comments", async () => {
    const { fillTranslations } = await import("./po.ts");
    const text = ["#. verb", 'msgid "Save"', 'msgstr ""', "", 'msgid "Keep"', 'msgstr "Garder"', ""].join("\n");
    const result = fillTranslations(text, { Save: 'Enregistrer "tout"', Keep: "X" });
    expect(result.filled).toBe(1);
    expect(parsePo(result.text)).toEqual([
      { msgid: "Save", msgstr: 'Enregistrer "tout"', obsolete: false, comment: "verb" },
      { msgid: "Keep", msgstr: "Garder", obsolete: false },
    ]);
  });
});
