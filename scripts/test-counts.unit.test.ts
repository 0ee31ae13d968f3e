import { describe, expect, it } from "vitest";
import { playwrightCounts, vitestCounts } from "./test-counts.ts";

describe("the closing count", () => {
  it("takes Vitest's passed and failed tests", () => {
    expect(vitestCounts({ numPassedTests: 12, numFailedTests: 1 })).toEqual({ passed: 12, failed: 1, flaky: [] });
  });

  it("counts a Playwright test that passed only on a retry as failed, and names it", () => {
    const report = {
      stats: { expected: 3, unexpected: 1, flaky: 1 },
      suites: [
        {
          title: "search.spec.ts",
          file: "search.spec.ts",
          specs: [
            { title: "finds", file: "search.spec.ts", tests: [{ status: "expected" }] },
            { title: "suggests", file: "search.spec.ts", tests: [{ status: "flaky" }] },
          ],
          suites: [
            {
              title: "offline",
              specs: [{ title: "reloads", file: "search.spec.ts", tests: [{ status: "unexpected" }] }],
            },
          ],
        },
      ],
    };
    expect(playwrightCounts(report)).toEqual({ passed: 3, failed: 2, flaky: ["search.spec.ts: suggests"] });
  });
});
