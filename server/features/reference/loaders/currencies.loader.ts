import { bundledDataset } from "../reference-dataset.ts";
import {
  columnsOf,
  integerOrNull,
  nullable,
  readCsvTable,
  referencePath,
  replaceRows,
} from "../../../lib/reference-files.ts";

const FILE = "iso4217-codes.csv.gz";

/** ISO 4217: every entity and its currency, with withdrawn currencies and their withdrawal month. */
export const currenciesDataset = bundledDataset({
  name: "currencies",
  release: "iso4217@ab9b0ae",
  revision: 1,
  files: () => [referencePath(FILE)],
  source: "ISO 4217 currency codes via datasets/currency-codes @ ab9b0ae",
  licence: "PDDL",
  load: async (trx, source) => {
    const path = referencePath(FILE);
    const table = readCsvTable(path);
    const read = columnsOf(table, path, [
      "Entity",
      "Currency",
      "AlphabeticCode",
      "NumericCode",
      "MinorUnit",
      "WithdrawalDate",
    ] as const);
    const rows = table.rows.map((row, i) => {
      const r = read(row);
      return [
        i + 1,
        r.Entity,
        r.Currency,
        nullable(r.AlphabeticCode),
        nullable(r.NumericCode),
        integerOrNull(r.MinorUnit),
        nullable(r.WithdrawalDate),
        source,
      ];
    });
    return replaceRows(
      trx,
      "currencies",
      [
        { name: "position", type: "int" },
        { name: "entity", type: "text" },
        { name: "name", type: "text" },
        { name: "code", type: "text" },
        { name: "numeric_code", type: "text" },
        { name: "minor_unit", type: "int" },
        { name: "withdrawal", type: "text" },
        { name: "source", type: "text" },
      ],
      rows,
    );
  },
});
