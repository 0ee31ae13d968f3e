import { describe, expect, it } from "vitest";
import { analyseName } from "./name-analysis.ts";
import { latinText } from "./name-text.ts";
import { phoneticKey } from "./phonetic.ts";
import { editDistance } from "../../../lib/edit-distance.ts";
import { diceOf, jaroWinkler, trigramsOf } from "./similarity.ts";

describe("latinText: one comparable Latin form for every script", () => {
  it("applies NFKC, folds case, accents and ligatures", () => {
    expect(latinText("ＡＢＣ Ｃｏｒｐ")).toBe("abc corp");
    expect(latinText("Société Générale")).toBe("societe generale");
    expect(latinText("Straße Æther")).toBe("strasse aether");
  });

  it("drops apostrophes, joins acronym dots and splits on other punctuation", () => {
    expect(latinText("O'Brien")).toBe("obrien");
    expect(latinText("U.S.A. Trading")).toBe("usa trading");
    expect(latinText("AL-'ANIZI, 'Abd al-Rahman")).toBe("al anizi abd al rahman");
  });

  it("romanises Cyrillic by ICAO 9303, and Greek, Arabic and Han by any-ascii", () => {
    expect(latinText("Владимир Путин")).toBe("vladimir putin");
    expect(latinText("Юрий Щукин")).toBe("iurii shchukin");
    expect(latinText("Олександр Ігнатенко")).toBe("oleksandr ignatenko");
    expect(latinText("Αλέξης Τσίπρας")).toBe("alexis tsipras");
    expect(latinText("习近平")).toBe("xi jin ping");
    expect(latinText("محمد")).toMatch(/^m[a-z]*d$/);
  });
});

describe("phoneticKey: the same key for transliteration variants", () => {
  it("gives the variants of one name one key", () => {
    expect(new Set(["mohammed", "muhammad", "mohamed", "mehmet"].map(phoneticKey)).size).toBe(1);
    expect(phoneticKey("yusuf")).toBe(phoneticKey("youssef"));
    expect(phoneticKey("jamal")).toBe(phoneticKey("djamal"));
    expect(phoneticKey("shaykh")).toBe(phoneticKey("sheikh"));
    expect(phoneticKey("iurii")).toBe(phoneticKey("yuriy"));
  });

  it("keeps different names apart, and numbers as they are", () => {
    expect(phoneticKey("hassan")).not.toBe(phoneticKey("hamid"));
    expect(phoneticKey("putin")).not.toBe(phoneticKey("patel"));
    expect(phoneticKey("1984")).toBe("1984");
  });
});

describe("string similarity", () => {
  it("counts edits, a swap of neighbours as one, and stops past the limit", () => {
    expect(editDistance("hassan", "hasan")).toBe(1);
    expect(editDistance("hassan", "hasasn")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });

  it("scores Jaro-Winkler as published (MARTHA / MARHTA = 0.961)", () => {
    expect(jaroWinkler("martha", "marhta")).toBeCloseTo(0.961, 3);
    expect(jaroWinkler("dixon", "dicksonx")).toBeCloseTo(0.813, 3);
    expect(jaroWinkler("abc", "xyz")).toBe(0);
  });

  it("pads trigrams and measures their overlap", () => {
    expect(trigramsOf("ali")).toEqual([" al", "ali", "li "]);
    expect(diceOf(trigramsOf("qaida"), trigramsOf("qaida"))).toBe(1);
    expect(diceOf(trigramsOf("qaida"), trigramsOf("alqaida"))).toBeGreaterThan(0.6);
  });
});

describe("analyseName", () => {
  it("takes ISO 20275 legal forms off organisation names, at the end and the start", () => {
    expect(analyseName("Rosneft Trading S.A.", "organisation")).toMatchObject({
      form: "rosneft trading",
      legalForm: "sa",
    });
    expect(analyseName("OOO Stroitelnaya Kompaniya", "organisation").form).toBe("stroitelnaya kompaniya");
    expect(analyseName("Acme Gesellschaft mit beschränkter Haftung", "organisation").form).toBe("acme");
    expect(analyseName("Alpha Company Limited", "organisation").form).toBe("alpha");
  });

  it("keeps a name that is nothing but a legal form", () => {
    expect(analyseName("Limited", "organisation").form).toBe("limited");
  });

  it("takes titles off person names, but not legal forms", () => {
    expect(analyseName("Sheikh Dr. Ahmed Yassin Jr.", "person").form).toBe("ahmed yassin");
    expect(analyseName("Ali SA", "person").form).toBe("ali sa");
  });

  it("tags word roles: generic words, particles, initials and numbers", () => {
    const roles = (name: string) => analyseName(name, "organisation").words.map((w) => `${w.text}:${w.role}`);
    expect(roles("Bank of the East Trading 2")).toEqual([
      "bank:generic",
      "of:particle",
      "the:particle",
      "east:generic",
      "trading:generic",
      "2:number",
    ]);
    expect(analyseName("John F Kennedy", "person").words.map((w) => w.role)).toEqual(["name", "initial", "name"]);
  });
});
