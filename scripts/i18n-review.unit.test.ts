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
