import { describe, expect, it } from "vitest";
import {
  abbreviationSwap,
  createRng,
  listedCompanies,
  oneTypo,
  plainName,
  relevanceQueries,
  reordered,
  splitCompanies,
} from "./relevance-set.ts";

const ROWS = [
  { cik: "0000773840", ticker: "HON", exchange: "Nasdaq", name: "HONEYWELL INTERNATIONAL INC" },
  { cik: "0000773840", ticker: "HON2", exchange: "Nasdaq", name: "HONEYWELL INTERNATIONAL INC" },
  { cik: "0000037996", ticker: "F", exchange: "NYSE", name: "FORD MOTOR CO" },
  { cik: "0000000001", ticker: "OTCX", exchange: "OTC", name: "Pink Sheet Co" },
  { cik: "0000200406", ticker: "JNJ", exchange: "NYSE", name: "JOHNSON & JOHNSON" },
  { cik: "0000315189", ticker: "DE", exchange: "NYSE", name: "DEERE & CO" },
];

describe("relevance set", () => {
  it("takes listed companies once each, in the file's order", () => {
    expect(listedCompanies(ROWS, 10).map((c) => c.ticker)).toEqual(["HON", "F", "JNJ", "DE"]);
    expect(listedCompanies(ROWS, 2)).toHaveLength(2);
  });

  it("splits the companies into two sets that share none", () => {
    const companies = listedCompanies(ROWS, 10);
    const { evaluation, heldOut } = splitCompanies(companies, "1");
    expect([...evaluation, ...heldOut].map((c) => c.cik).sort()).toEqual(companies.map((c) => c.cik).sort());
    expect(evaluation.filter((c) => heldOut.includes(c))).toEqual([]);
  });

  it("types each kind as a user would", () => {
    expect(plainName("HONEYWELL INTERNATIONAL INC")).toBe("honeywell international");
    expect(plainName("BANK OF AMERICA CORP /DE/")).toBe("bank of america");
    expect(abbreviationSwap("HONEYWELL INTERNATIONAL INC")).toBe("honeywell intl inc");
    expect(abbreviationSwap("DEERE & CO")).toBe("deere and co");
    expect(abbreviationSwap("FORD MOTOR")).toBeNull();
    expect(reordered("ford motor")).toBe("motor ford");
    expect(reordered("apple")).toBeNull();
  });

  it("makes one edit away from the first letter", () => {
    for (let i = 0; i < 50; i++) {
      const typo = oneTypo("honeywell international", createRng(`t${i}`));
      expect(typo).not.toBe("honeywell international");
      expect(typo.startsWith("honeywell i")).toBe(true);
      expect(Math.abs(typo.length - "honeywell international".length)).toBeLessThanOrEqual(1);
    }
  });

  it("is the same for the same seed, and differs for another", () => {
    const companies = listedCompanies(ROWS, 10);
    expect(relevanceQueries(companies, "1")).toEqual(relevanceQueries(companies, "1"));
    const typos = (seed: string) =>
      relevanceQueries(companies, seed)
        .filter((q) => q.kind === "typo")
        .map((q) => q.query);
    expect(typos("1")).not.toEqual(typos("2"));
  });
});
