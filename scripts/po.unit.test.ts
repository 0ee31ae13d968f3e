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
