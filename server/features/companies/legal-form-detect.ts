import { join } from "node:path";
import { readTsvObjects } from "../../lib/tsv.ts";

/**
 * The ISO 20275 legal form of a US company from the ending of its name ("... INC" is a
 * corporation) and its state of formation, when the ELF list has that form for the state.
 * Names alone cannot tell more than these four forms apart, so nothing else is guessed.
 */
const US_ENDINGS: readonly [RegExp, string][] = [
  [/\b(inc|incorporated|corp|corporation)$/, "Corporation"],
  [/\b(llc|l l c)$/, "Limited Liability Company"],
  [/\b(llp|l l p)$/, "Limited Liability Partnership"],
  [/\b(lp|l p)$/, "Limited Partnership"],
];

type ElfForm = { elf: string; name: string };
let bySubdivision: Map<string, ElfForm[]> | undefined;

function formsOf(subdivision: string): ElfForm[] {
  if (!bySubdivision) {
    bySubdivision = new Map();
    for (const row of readTsvObjects(join(import.meta.dirname, "../../../data/demo/elf-forms.tsv.gz"))) {
      if (!row.subdivision || !row.elf || !row.name) continue;
      const list = bySubdivision.get(row.subdivision) ?? [];
      list.push({ elf: row.elf, name: row.name });
      bySubdivision.set(row.subdivision, list);
    }
  }
  return bySubdivision.get(subdivision) ?? [];
}

/** `folded` is the name lower-cased with punctuation folded (foldName). */
export function detectUsLegalForm(folded: string, jurisdiction: string | null): ElfForm | undefined {
  if (!jurisdiction?.startsWith("US-")) return undefined;
  const ending = US_ENDINGS.find(([pattern]) => pattern.test(folded));
  if (!ending) return undefined;
  return formsOf(jurisdiction).find((form) => form.name.toLowerCase() === ending[1].toLowerCase());
}
