import { describe, expect, it } from "vitest";
import { ScreeningEngine } from "./screening-engine.ts";
import { parseScreenArgs, queriesOf, scorePairs, screenNames } from "./screen-command.ts";
import { testEntry } from "./screening-test-entries.ts";

const engine = new ScreeningEngine([
  testEntry("35096", "individual", "PUTIN, Vladimir Vladimirovich"),
  testEntry("18299", "entity", "ROSNEFT TRADING S.A."),
]);

describe("npm run screen", () => {
  it("reads one name per line, or a header with name, schema, birth date and country columns", () => {
    expect(queriesOf("Vladimir Putin\nRosneft Trading\n\n", "LegalEntity").map((q) => q.properties.name)).toEqual([
      ["Vladimir Putin"],
      ["Rosneft Trading"],
    ]);
    const [query] = queriesOf("name,schema,birthDate,country\nVladimir Putin,Person,1952,ru\n", "LegalEntity");
    expect(query).toEqual({
      schema: "Person",
      properties: { name: ["Vladimir Putin"], birthDate: ["1952"], country: ["ru"], idNumber: [] },
    });
  });

  it("prints each name's results as CSV, and a row for a name with none", () => {
    const csv = screenNames(engine, "Vladimir Putin\nZzyzx Quorbl\n", {
      threshold: 0.7,
      limit: 3,
      schema: "LegalEntity",
    });
    const lines = csv.trim().split("\n");
    expect(lines[0]).toBe("row,name,schema,rank,id,caption,score,match,lists");
    expect(lines[1]).toMatch(
      /^1,Vladimir Putin,LegalEntity,1,ofac-35096,"PUTIN, Vladimir Vladimirovich",0\.\d+,true,ofac-sdn$/,
    );
    expect(lines.at(-1)).toBe("2,Zzyzx Quorbl,LegalEntity,,,,0,false,");
  });

  it("scores pairs of names", () => {
    const csv = scorePairs(
      engine,
      "name_a,name_b,schema\nVladimir Putin,PUTIN Vladimir,Person\nApple,Rosneft,Company\n",
      "LegalEntity",
    );
    const scores = csv
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => Number(line.split(",").at(-1)));
    expect(scores[0]).toBeGreaterThan(0.9);
    expect(scores[1]).toBeLessThan(0.3);
  });

  it("refuses a command line without a file or with a threshold out of [0, 1]", () => {
    expect(parseScreenArgs(["names.csv"])).toMatchObject({
      file: "names.csv",
      threshold: 0.7,
      limit: 5,
      dataset: "default",
    });
    expect(parseScreenArgs([])).toBeNull();
    expect(parseScreenArgs(["names.csv", "--threshold", "2"])).toBeNull();
  });
});
