import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../contract/locales.ts";
import { SERVER_MESSAGES, translate, type MessageKey } from "./messages.ts";

/** Texts a translation may keep as written in English (the i18n check's list: "Sources" in French...). */
const SAME_AS_SOURCE = new Set<string>(
  JSON.parse(readFileSync(join(import.meta.dirname, "../../src/locales/same-as-source.json"), "utf8")) as string[],
);

describe("server messages", () => {
  it.each(Object.entries(SERVER_MESSAGES))("%s is translated into all nine languages", (key, catalog) => {
    for (const locale of LOCALES) {
      const text = (catalog as Record<string, string>)[locale];
      expect(text, `${key} in ${locale}`).toBeTruthy();
      if (locale !== "en" && !SAME_AS_SOURCE.has(catalog.en))
        expect(text, `${key} in ${locale} is still English`).not.toBe(catalog.en);
      const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
      expect(placeholders(text ?? ""), `${key} placeholders in ${locale}`).toEqual(placeholders(catalog.en));
    }
  });

  it("keeps every message without a plural as written, placeholders filled (no ICU quoting surprise)", () => {
    for (const [key, catalog] of Object.entries(SERVER_MESSAGES)) {
      for (const locale of LOCALES) {
        const text = (catalog as Record<string, string>)[locale] ?? "";
        if (text.includes(", plural,")) continue;
        const filled = text.replace(/\{(\w+)\}/g, (_, name: string) => `<${name}>`);
        const values = Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], `<${m[1]}>`]));
        expect(translate(locale, key as MessageKey, values), `${key} in ${locale}`).toBe(filled);
      }
    }
  });

  it("chooses the plural form of the language", () => {
    expect(translate("en", "csShareSent", { count: 1 })).toBe("Shared with 1 recipient");
    expect(translate("en", "csShareSent", { count: 2 })).toBe("Shared with 2 recipients");
    expect(translate("de", "csShareSent", { count: 1 })).toBe("Mit 1 Empfänger geteilt");
    expect(translate("de", "csShareSent", { count: 2 })).toBe("Mit 2 Empfängern geteilt");
    expect(translate("ja", "csShareSent", { count: 2 })).toBe("2人の宛先に共有しました");
    expect(translate("en", "rateLimited", { seconds: 1 })).toBe("Too many attempts, please try again in 1 second");
    expect(translate("en", "serverBusy", { seconds: 1 })).toBe("The server is busy, please try again in 1 second");
    expect(translate("fr", "serverBusy", { seconds: 0 })).toBe(
      "Le serveur est occupé, veuillez réessayer dans 0 seconde",
    );
    expect(translate("fr", "cancelTaskCredits", { credits: 2 })).toBe("Vos 2 crédits restants seront perdus");
    expect(translate("de", "csShareSubject", { sender: "Ana", count: 1 })).toBe(
      "Ana hat 1 Unternehmen mit Ihnen geteilt",
    );
  });

  it("fills named placeholders", () => {
    expect(translate("fr", "invalidRequest", { detail: "body.email" })).toBe("Requête invalide : body.email");
  });
});
