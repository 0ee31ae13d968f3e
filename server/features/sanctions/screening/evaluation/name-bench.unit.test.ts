import { describe, expect, it } from "vitest";
import { confusion, readNameBench } from "./name-bench.ts";

describe("nomenklatura's name-bench", () => {
  it("reads the 826 labelled pairs of the vendored file", () => {
    const cases = readNameBench();
    expect(cases).toHaveLength(826);
    expect(cases.filter((c) => c.isMatch)).toHaveLength(425);
    expect(cases[0]).toEqual({
      schema: "Person",
      name1: "Olaf Scholze",
      name2: "Olaf Scholz",
      isMatch: true,
      quality: "STRONG",
    });
  });

  it("counts a pair as called when its score reaches the threshold", () => {
    const result = confusion(
      [
        { isMatch: true, score: 0.7 }, // tp (at the threshold)
        { isMatch: true, score: 0.69 }, // fn
        { isMatch: false, score: 0.9 }, // fp
        { isMatch: false, score: 0.1 }, // tn
        { isMatch: true, score: 1 }, // tp
      ],
      0.7,
    );
    expect(result).toMatchObject({ n: 5, tp: 2, fp: 1, fn: 1, tn: 1 });
    expect(result.precision).toBeCloseTo(2 / 3);
    expect(result.recall).toBeCloseTo(2 / 3);
    expect(result.f1).toBeCloseTo(2 / 3);
  });

  it("answers zeros, not NaN, when nothing is called", () => {
    expect(confusion([{ isMatch: false, score: 0 }], 0.7)).toMatchObject({ precision: 0, recall: 0, f1: 0 });
  });
});
