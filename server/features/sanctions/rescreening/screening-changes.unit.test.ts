import { describe, expect, it } from "vitest";
import { resultKey, screeningChanges, type KeptResults } from "./screening-changes.ts";

const hit = (score: number, match = score >= 0.7) => ({ caption: "ACME TRADING | CO", score, match });

describe("the changes between two screenings of a saved company", () => {
  it("finds new hits, cleared hits and scores crossing the threshold, and nothing else", () => {
    const before: KeptResults = {
      [resultKey("company", "Acme", "ofac-1")]: hit(0.9), // cleared: gone
      [resultKey("company", "Acme", "ofac-2")]: hit(0.8), // crosses down
      [resultKey("officer", "Jo | Doe", "un-3")]: hit(0.5), // crosses up
      [resultKey("owner", "Holding", "eu-4")]: hit(0.95), // unchanged match, other score
      [resultKey("owner", "Holding", "eu-5")]: hit(0.4), // below, gone: no change
    };
    const after: KeptResults = {
      [resultKey("company", "Acme", "ofac-2")]: hit(0.6),
      [resultKey("officer", "Jo | Doe", "un-3")]: hit(0.75),
      [resultKey("owner", "Holding", "eu-4")]: hit(0.85),
      [resultKey("company", "Acme", "bis-6")]: hit(0.99), // new
      [resultKey("company", "Acme", "bis-7")]: hit(0.3), // new but below: no change
    };
    expect(screeningChanges(before, after)).toEqual([
      {
        change: "clearedHit",
        role: "company",
        subjectName: "Acme",
        entryId: "ofac-1",
        caption: "ACME TRADING | CO",
        scoreBefore: 0.9,
        scoreAfter: null,
      },
      {
        change: "newHit",
        role: "company",
        subjectName: "Acme",
        entryId: "bis-6",
        caption: "ACME TRADING | CO",
        scoreBefore: null,
        scoreAfter: 0.99,
      },
      {
        change: "scoreCrossed",
        role: "company",
        subjectName: "Acme",
        entryId: "ofac-2",
        caption: "ACME TRADING | CO",
        scoreBefore: 0.8,
        scoreAfter: 0.6,
      },
      {
        change: "scoreCrossed",
        role: "officer",
        subjectName: "Jo | Doe",
        entryId: "un-3",
        caption: "ACME TRADING | CO",
        scoreBefore: 0.5,
        scoreAfter: 0.75,
      },
    ]);
  });

  it("finds nothing between two equal screenings", () => {
    const same = { [resultKey("company", "Acme", "ofac-1")]: hit(0.9) };
    expect(screeningChanges(same, { ...same })).toEqual([]);
  });
});
