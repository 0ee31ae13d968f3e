import { bundledDataset } from "../reference-dataset.ts";
import { columnsOf, readCsvTable, referencePath, replaceRows } from "../../../lib/reference-files.ts";

const CODES = "hs-harmonized-system.csv.gz";
const SECTIONS = "hs-sections.csv";
const TOTAL = "TOTAL";

/** HS 2022: 21 sections and every chapter, heading and subheading with its parent and section. */
export const hsDataset = bundledDataset({
  name: "hs-nomenclature",
  release: "hs2022@905e5a0",
  revision: 1,
  files: () => [referencePath(CODES), referencePath(SECTIONS)],
  source: "Harmonized System 2022 via datasets/harmonized-system @ 905e5a0 (descriptions from UN Comtrade)",
  licence: "PDDL",
  load: async (trx, source, progress) => {
    const sectionsPath = referencePath(SECTIONS);
    const sectionTable = readCsvTable(sectionsPath);
    const readSection = columnsOf(sectionTable, sectionsPath, ["section", "name"] as const);
    const sections = sectionTable.rows.map((row, i) => {
      const r = readSection(row);
      return [r.section, i + 1, r.name, source];
    });
    await replaceRows(
      trx,
      "hs_sections",
      [
        { name: "code", type: "text" },
        { name: "position", type: "int" },
        { name: "name", type: "text" },
        { name: "source", type: "text" },
      ],
      sections,
    );
    const codesPath = referencePath(CODES);
    const table = readCsvTable(codesPath);
    const read = columnsOf(table, codesPath, ["section", "hscode", "description", "parent", "level"] as const);
    const rows = table.rows.map((row) => {
      const r = read(row);
      const isTotal = r.hscode === TOTAL;
      const level = isTotal ? 0 : Number(r.level);
      if (![0, 2, 4, 6].includes(level)) throw new Error(`${codesPath}: line ${row.line}: level "${r.level}"`);
      // Chapters hang under the grand total in the file; here they are the top of the tree.
      const parent = isTotal || r.parent === TOTAL ? null : r.parent;
      const section = r.section === TOTAL ? null : r.section;
      return [r.hscode, level, parent, section, r.description, source];
    });
    return replaceRows(
      trx,
      "hs_codes",
      [
        { name: "code", type: "text" },
        { name: "level", type: "int" },
        { name: "parent_code", type: "text" },
        { name: "section_code", type: "text" },
        { name: "description", type: "text" },
        { name: "source", type: "text" },
      ],
      rows,
      (done) => progress(done, rows.length),
    );
  },
});
