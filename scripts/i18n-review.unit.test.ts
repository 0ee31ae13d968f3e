import { describe, expect, it } from "vitest";
import { ambiguityProblems, featureOf } from "./i18n-review.ts";

const entry = (msgid: string, references: string[], context?: string) => ({
  msgid,
  msgstr: msgid,
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
