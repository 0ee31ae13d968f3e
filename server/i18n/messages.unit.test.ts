import { describe, expect, it } from "vitest";
import { LOCALES } from "../../contract/locales.ts";
import { SERVER_MESSAGES, translate } from "./messages.ts";

/** Keys whose text is the same in every language (codes, names). */
const SAME_EVERYWHERE = new Set<string>([]);

describe("server messages", () => {
  it.each(Object.entries(SERVER_MESSAGES))("%s is translated into all nine languages", (key, catalog) => {
    for (const locale of LOCALES) {
      const text = (catalog as Record<string, string>)[locale];
      expect(text, `${key} in ${locale}`).toBeTruthy();
      if (locale !== "en" && !SAME_EVERYWHERE.has(key))
        expect(text, `${key} in ${locale} is still English`).not.toBe(catalog.en);
      const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(text ?? ""), `${key} placeholders in ${locale}`).toEqual(placeholders(catalog.en));
    }
  });

  it("fills named placeholders", () => {
    expect(translate("fr", "invalidRequest", { detail: "body.email" })).toBe("Requête invalide : body.email");
  });
});
