import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../contract/locales.ts";
import { SERVER_MESSAGE_DESCRIPTORS, SERVER_MESSAGES, readServerCatalog, translate } from "./messages.ts";

describe("server messages from the .po catalogs", () => {
  it("come back in each language from src/locales/<locale>/server.po", () => {
    const texts = new Set<string>();
    for (const locale of LOCALES) {
      const msgstr = readServerCatalog(locale).get("Please Login in!");
      expect(msgstr, locale).toBeTruthy();
      expect(translate(locale, "unauthorized")).toBe(msgstr);
      expect(SERVER_MESSAGES.unauthorized[locale]).toBe(msgstr);
      texts.add(msgstr!);
    }
    expect(translate("de", "unauthorized")).toBe("Bitte melden Sie sich an!");
    expect(texts.size).toBe(LOCALES.length);
  });

  it("has every message of the server in every catalog (no English fallback)", () => {
    for (const locale of LOCALES) {
      const catalog = readServerCatalog(locale);
      const missing = Object.entries(SERVER_MESSAGE_DESCRIPTORS)
        .filter(([, descriptor]) => !catalog.has(descriptor.id))
        .map(([key]) => key);
      expect(missing, `${locale}: not in server.po`).toEqual([]);
    }
  });

  it("reads the msgstr of a catalog file, multi-line entries included, and leaves out empty ones", () => {
    const dir = mkdtempSync(join(tmpdir(), "server-po-"));
    mkdirSync(join(dir, "fr"));
    writeFileSync(
      join(dir, "fr", "server.po"),
      [
        'msgid ""',
        'msgstr ""',
        '"Language: fr\\n"',
        "",
        "#. js-lingui-explicit-id",
        'msgid "Please Login in!"',
        'msgstr ""',
        '"Connectez-"',
        '"vous !"',
        "",
        'msgid "Untranslated"',
        'msgstr ""',
      ].join("\n"),
    );
    expect([...readServerCatalog("fr", dir)]).toEqual([["Please Login in!", "Connectez-vous !"]]);
  });
});
