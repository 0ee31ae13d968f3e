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
      { msgid: "Hello", msgstr: "Bonjour", obsolete: false, references: ["src/a.tsx"] },
      { msgid: "Long text", msgstr: "", obsolete: false },
    ]);
  });

  it("tells entries with the same msgid apart by their msgctxt", () => {
    const text = [
      "#: src/a.tsx src/b.tsx",
      'msgctxt "shareholding stake"',
      'msgid "Share"',
      'msgstr "Anteil"',
      "",
      "#. Toolbar",
      'msgctxt "verb: send by email"',
      'msgid "Share"',
      'msgstr "Teilen"',
    ].join("\n");
    expect(parsePo(text)).toEqual([
      {
        msgid: "Share",
        msgstr: "Anteil",
        obsolete: false,
        context: "shareholding stake",
        references: ["src/a.tsx", "src/b.tsx"],
      },
      { msgid: "Share", msgstr: "Teilen", obsolete: false, context: "verb: send by email", comment: "Toolbar" },
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
