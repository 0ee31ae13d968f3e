import { prepareEntry } from "../../import/prepared-entry.ts";
import { readBundledLists } from "../../sanctions.datasets.ts";
import { toScreeningEntry } from "../entry-mapping.ts";
import { ScreeningEngine } from "../screening-engine.ts";

/** The engine over the bundled lists as the first start loads them (no database): for the evaluation. */
export function bundledEngine(): ScreeningEngine {
  const entries = readBundledLists().flatMap((list) =>
    list.entries.map((entry) => toScreeningEntry(list.listId, prepareEntry(entry).entry)),
  );
  return new ScreeningEngine(entries);
}
