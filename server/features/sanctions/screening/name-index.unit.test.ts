import { describe, expect, it } from "vitest";
import { analyseName } from "./name-analysis.ts";
import { NameIndex } from "./name-index.ts";
import { testEntry } from "./screening-test-entries.ts";

const entries = [
  testEntry("1", "individual", "BIN LADIN, Usama bin Muhammad bin Awad", { aliases: ["BIN LADEN, Osama"] }),
  testEntry("2", "individual", "PUTIN, Vladimir Vladimirovich"),
  testEntry("3", "entity", "AL QAIDA", { aliases: ["THE BASE"] }),
  testEntry("4", "entity", "ROSNEFT TRADING S.A."),
  testEntry("5", "entity", "GOLDEN STAR TRADING LLC"),
  testEntry("6", "individual", "HASSAN, Mohammed"),
];
const index = new NameIndex(entries);
const weight = () => 1;
const found = (name: string, kind: "person" | "organisation" = "person") =>
  index.candidates(analyseName(name, kind), weight, () => true, 10, 0.2).map((id) => index.nameOf(id).entry.sourceId);

describe("NameIndex", () => {
  it("indexes every name and alias, and counts a word once per entry", () => {
    expect(index.size).toBe(8);
    expect(index.entryFrequency("bin")).toBe(1);
    expect(index.entryFrequency("trading")).toBe(2);
    expect(index.entryFrequency("unknown")).toBe(0);
  });

  it("finds a name through a typo, another transliteration or another script", () => {
    expect(found("Vladimir Putn")[0]).toBe("2");
    expect(found("Muhammad Hasan")[0]).toBe("6");
    expect(found("Владимир Путин")[0]).toBe("2");
    expect(found("Osama bin Ladin")[0]).toBe("1");
  });

  it("finds a name whose words are glued or split", () => {
    expect(found("Alqaida", "organisation")).toContain("3");
    expect(found("Ros Neft Trading", "organisation")[0]).toBe("4");
  });

  it("returns nothing for a name with no word near the lists", () => {
    expect(found("Zzyzx Quorbl")).toEqual([]);
  });

  it("keeps only the entries the filter accepts", () => {
    const ids = index
      .candidates(analyseName("Putin", "person"), weight, (e) => e.schema === "Organization", 10, 0.2)
      .map((id) => index.nameOf(id).entry.sourceId);
    expect(ids).toEqual([]);
  });
});
