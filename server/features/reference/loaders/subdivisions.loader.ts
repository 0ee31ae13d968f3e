import { bundledDataset } from "../reference-dataset.ts";
import { columnsOf, nullable, readCsvTable, referencePath, replaceRows } from "../../../lib/reference-files.ts";

const FILE = "subdivision-codes.csv.gz";

/** ISO 3166-2 subdivisions; the file repeats five rows verbatim, which are kept once. */
export const subdivisionsDataset = bundledDataset({
  name: "subdivisions",
  release: "un-locode@b1309b3",
  revision: 1,
  files: () => [referencePath(FILE)],
  source: "ISO 3166-2 subdivision codes via datasets/un-locode @ b1309b3",
  licence: "PDDL",
  load: async (trx, source) => {
    const path = referencePath(FILE);
    const table = readCsvTable(path);
    const read = columnsOf(table, path, ["SUCountry", "SUCode", "SUName", "SUType"] as const);
    const seen = new Set<string>();
    const rows: unknown[][] = [];
    for (const row of table.rows) {
      const r = read(row);
      const key = `${r.SUCountry}|${r.SUCode}|${r.SUName}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push([r.SUCountry, r.SUCode, r.SUName, nullable(r.SUType), source]);
    }
    return replaceRows(
      trx,
      "subdivisions",
      [
        { name: "country_code", type: "text" },
        { name: "code", type: "text" },
        { name: "name", type: "text" },
        { name: "kind", type: "text" },
        { name: "source", type: "text" },
      ],
      rows,
    );
  },
});
