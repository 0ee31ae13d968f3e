import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ambiguityProblems,
  featureOf,
  glossaryProblems,
  variantProblems,
  type Glossary,
  type Variants,
} from "./i18n-review.ts";

const entry = (msgid: string, references: string[], context?: string, msgstr = msgid) => ({
  msgid,
  msgstr,
  obsolete: false,
  references,
  ...(context ? { context } : {}),
});

describe("ambiguityProblems", () => {
  it("flags a short string used in two features without a context", () => {
    const problems = ambiguityProblems(
      [entry("Share", ["src/features/company-profile/a.tsx", "src/features/company-search/b.tsx"])],
      new Set(),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('"Share" is used in features/company-profile, features/company-search');
  });

  it("accepts a context, one feature, a listed same-meaning string and a long sentence", () => {
    const twoFeatures = ["src/features/a/x.tsx", "src/routes/y.tsx"];
    expect(
      ambiguityProblems(
        [
          entry("Share", twoFeatures, "shareholding stake"),
          entry("Next", ["src/features/a/x.tsx", "src/features/a/y.tsx"]),
          entry("Cancel", twoFeatures),
          entry("Enter the code we sent", twoFeatures),
        ],
        new Set(["Cancel"]),
      ),
    ).toEqual([]);
  });

  it("names the feature of a file", () => {
    expect(featureOf("src/features/trade-product/country-table.tsx")).toBe("features/trade-product");
    expect(featureOf("src/routes/account/-contact-page.tsx")).toBe("src/routes");
  });
});

describe("variantProblems", () => {
  const variants: Variants = {
    languages: {
      pt: { variant: "pt-BR", avoid: ["palavra-passe", "registo"] },
      zh: { variant: "您", avoid: ["你"] },
    },
  };

  it("flags a marker word of the other variant, as a whole word", () => {
    expect(variantProblems("pt", [entry("Password", [], undefined, "Palavra-passe")], variants)).toHaveLength(1);
    expect(
      variantProblems(
        "pt",
        [entry("Record", [], undefined, "Registro"), entry("x", [], undefined, "Registos")],
        variants,
      ),
    ).toEqual([]);
  });

  it("matches anywhere in scripts without spaces, and ignores placeholders and other languages", () => {
    expect(variantProblems("zh", [entry("Your account", [], undefined, "你的账户")], variants)).toHaveLength(1);
    expect(variantProblems("pt", [entry("x", [], undefined, "{registo}")], variants)).toEqual([]);
    expect(variantProblems("de", [entry("x", [], undefined, "palavra-passe")], variants)).toEqual([]);
  });
});

describe("glossaryProblems", () => {
  const glossary: Glossary = {
    terms: { tags: { en: "\\btags?\\b", de: { use: ["Schlagw"], avoid: [" Tag ", "Tags"] } } },
  };

  it("flags a message about the term that avoids the glossary's word or uses a listed wrong one", () => {
    const problems = glossaryProblems("de", [entry("My tags", [], undefined, "Meine Tags")], glossary);
    expect(problems).toEqual([
      '"My tags" writes "tags" as "Tags" (glossary: Schlagw)',
      '"My tags" does not use the glossary\'s "Schlagw" for "tags": "Meine Tags"',
    ]);
  });

  it("accepts the glossary's word, messages not about the term and placeholders", () => {
    expect(
      glossaryProblems(
        "de",
        [
          entry("My tags", [], undefined, "Meine Schlagwörter"),
          entry("Per day", [], undefined, "Pro Tag "),
          entry("At most {TAG_MAX} tags", [], undefined, "Höchstens {TAG_MAX} Schlagwörter"),
        ],
        glossary,
      ),
    ).toEqual([]);
  });
});

describe("the repository's rules (src/locales/variants.json and glossary.json)", () => {
  const root = resolve(import.meta.dirname, "..");
  const variants = JSON.parse(readFileSync(resolve(root, "src/locales/variants.json"), "utf8")) as Variants;
  const glossary = JSON.parse(readFileSync(resolve(root, "src/locales/glossary.json"), "utf8")) as Glossary;
  const TARGETS = ["zh", "ja", "de", "fr", "es", "it", "nl", "pt"];

  it("keep Italian in the Lei register: tu forms are refused, Lei forms and labels pass", () => {
    const tu = [
      "Inserisci il nome",
      "Il tuo account è stato creato.",
      "Impossibile salvare. Riprova.",
      "Non puoi disattivare il tuo account",
      "Scegli il tipo di problema",
      "{sender} ha condiviso con te # aziende",
      "Ti invieremo un codice.",
    ];
    const lei = [
      "Inserisca il nome",
      "Il Suo account è stato creato.",
      "Impossibile salvare. Riprovi.",
      "Non può disattivare il Suo account",
      "Riprova",
      "Salva",
    ];
    for (const text of tu)
      expect(variantProblems("it", [entry("x", [], undefined, text)], variants), text).not.toEqual([]);
    expect(
      variantProblems(
        "it",
        lei.map((text) => entry("x", [], undefined, text)),
        variants,
      ),
    ).toEqual([]);
  });

  it("keep Portuguese Brazilian: European forms are refused", () => {
    for (const text of [
      "Inicie sessão para continuar",
      "Pessoa singular",
      "Outro tipo de controlo",
      "A encomenda não existe",
    ]) {
      expect(variantProblems("pt", [entry("x", [], undefined, text)], variants), text).toHaveLength(1);
    }
    expect(variantProblems("pt", [entry("x", [], undefined, "Faça login para continuar")], variants)).toEqual([]);
  });

  it("cover the issue's terms in all eight languages", () => {
    const terms = [
      "credits",
      "tags",
      "collections",
      "sign in",
      "account",
      "beneficial owner",
      "HS code",
      "bill of lading",
      "probability of default",
      "credit line",
      "industry norms",
      "leads",
    ];
    for (const term of terms) {
      expect(Object.keys(glossary.terms), term).toContain(term);
      for (const locale of TARGETS) expect(glossary.terms[term]?.[locale], `${term} in ${locale}`).toBeTypeOf("object");
    }
  });

  it("refuse, for every term and language, a translation that drops the term", () => {
    for (const [term, { en, ...languages }] of Object.entries(glossary.terms)) {
      const english = new RegExp(en, "i");
      const sample = ["Credits", "Tags", "Collections", "Sign in", "Sign out", "Account", "Folders"]
        .concat(["Beneficial owner", "HS code", "Bill of lading", "Probability of default", "Credit line"])
        .concat(["Industry norms", "Leads"])
        .find((text) => english.test(text));
      expect(sample, term).toBeDefined();
      for (const locale of Object.keys(languages)) {
        const problems = glossaryProblems(locale, [entry(sample!, [], undefined, "—")], glossary);
        expect(problems, `${term} in ${locale}`).toHaveLength(1);
      }
    }
  });
});
