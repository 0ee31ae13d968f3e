import { describe, expect, it } from "vitest";
import { foldName, isLegalFormWord, nameWordsWithForms, normaliseName } from "./name-normalise.ts";
import { aaaId, idFromAaaId } from "../features/companies/companies.columns.ts";

describe("normaliseName", () => {
  it.each([
    ["Tesla, Inc.", "tesla"],
    ["The Coca-Cola Company", "coca cola"],
    ["Société Générale S.A.", "societe generale"],
    ["Müller & Söhne GmbH & Co. KG", "muller sohne"],
    ["BANK OF AMERICA CORP /DE/", "bank of america"],
    ["McDonald's Corp", "mcdonalds"],
    ["OOO Ural Servis", "ural servis"],
    ["Huaxin Keji Co., Ltd.", "huaxin keji"],
    ["Toyota Motor Kabushiki Kaisha", "toyota motor"],
  ])("%s -> %s", (name, expected) => {
    expect(normaliseName(name)).toBe(expected);
  });

  it("keeps a lone legal-form word (a name is never emptied)", () => {
    expect(normaliseName("Inc")).toBe("inc");
  });

  it("folds case, accents and punctuation", () => {
    expect(foldName("Ærø  Straße-Øst")).toBe("aero strasse ost");
  });
});

describe("legal-form words", () => {
  it("keeps them in a name's words wherever they stand", () => {
    expect(nameWordsWithForms("EOG RESOURCES INC")).toEqual(["eog", "resources", "inc"]);
    expect(nameWordsWithForms("Sprott Physical Silver Trust /ON/")).toEqual(["sprott", "physical", "silver", "trust"]);
  });
  it("knows the words of legal forms, written before or after a name, and not ordinary words", () => {
    for (const word of ["asa", "trust", "sab", "ooo", "inc"]) expect(isLegalFormWord(word), word).toBe(true);
    for (const word of ["equinor", "resources", "bank", "group", "holdings"])
      expect(isLegalFormWord(word), word).toBe(false);
  });
});

describe("aaa_id", () => {
  it("encodes the company id reversibly", () => {
    for (const id of [1, 320193, 9_000_000_000_001, 2_000_000_000_417]) {
      expect(idFromAaaId(aaaId(id))).toBe(BigInt(id));
    }
    expect(aaaId(320193)).toBe("A6V29");
    expect(idFromAaaId("nope")).toBeUndefined();
  });
});
