import { describe, expect, it } from "vitest";
import { pairsOf, payloadsOf } from "./notifications.service.ts";

describe("NOTIFY payloads of stored notifications", () => {
  it("joins userId:id pairs with spaces, and reads them back", () => {
    const stored = [
      { userId: "7", id: "101" },
      { userId: "8", id: "102" },
    ];
    expect(payloadsOf(stored)).toEqual(["7:101 8:102"]);
    expect(pairsOf("7:101 8:102")).toEqual(stored);
  });

  it("splits a long batch into payloads under PostgreSQL's 8000 bytes, losing none", () => {
    const stored = Array.from({ length: 2000 }, (_, i) => ({ userId: String(100_000 + i), id: String(9_000_000 + i) }));
    const payloads = payloadsOf(stored);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(7000);
    expect(payloads.flatMap(pairsOf)).toEqual(stored);
  });

  it("answers no payload for no notification, and drops malformed pairs (an old single-pair payload still reads)", () => {
    expect(payloadsOf([])).toEqual([]);
    expect(pairsOf("12:34")).toEqual([{ userId: "12", id: "34" }]);
    expect(pairsOf("x:1 2: :3 4:5:6 7:8")).toEqual([{ userId: "7", id: "8" }]);
    expect(pairsOf("")).toEqual([]);
  });
});
