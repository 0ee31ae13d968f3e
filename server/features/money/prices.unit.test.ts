import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CREDIT_PRICES } from "../../../contract/money.ts";

describe("the price list", () => {
  it("docs/MONEY.md shows exactly the prices the server charges", () => {
    const text = readFileSync(join(import.meta.dirname, "../../../docs/MONEY.md"), "utf8");
    const rows = [...text.matchAll(/^\| `(\w+)`\s*\|[^|]*\|\s*(\d+)\s*\|\s*(once per company|every \w+)\s*\|$/gm)];
    const documented = Object.fromEntries(
      rows.map(([, type, credits, charged]) => [
        type,
        { credits: Number(credits), once: charged === "once per company" },
      ]),
    );
    expect(documented).toEqual(CREDIT_PRICES);
  });

  it("charges every action at least one credit, and a report update 1 credit per company (spec §9)", () => {
    expect(Object.values(CREDIT_PRICES).every((price) => price.credits >= 1)).toBe(true);
    expect(CREDIT_PRICES.reportUpdate).toEqual({ credits: 1, once: false });
  });
});
