import { describe, expect, it } from "vitest";
import { foldText, searchFaq } from "./faq-search.ts";

const ENTRIES = [
  { question: "How do I find a company?", answer: "Type its name in the search box." },
  { question: "Où trouver la société ?", answer: "Dans le registre." },
  { question: "Can I use the app offline?", answer: "Yes, install it." },
];

describe("the FAQ search", () => {
  it("finds entries holding every word, in question or answer, whatever the case", () => {
    expect(searchFaq(ENTRIES, "OFFLINE install").map((e) => e.question)).toEqual(["Can I use the app offline?"]);
    expect(searchFaq(ENTRIES, "search company")).toHaveLength(1);
    expect(searchFaq(ENTRIES, "company nothing")).toEqual([]);
  });

  it("ignores accents both ways", () => {
    expect(foldText("Société")).toBe("societe");
    expect(searchFaq(ENTRIES, "societe")).toHaveLength(1);
    expect(searchFaq(ENTRIES, "où")).toHaveLength(1);
  });

  it("lists everything for an empty query", () => {
    expect(searchFaq(ENTRIES, "  ")).toHaveLength(3);
  });
});
