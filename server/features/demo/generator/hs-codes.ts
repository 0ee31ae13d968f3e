import { readTsvObjects } from "../../../lib/tsv.ts";
import { dataPath } from "../../../lib/data-files.ts";

/** HS 2022 six-digit subheadings by chapter (data/demo/hs.tsv.gz). */
export type HsCode = { code: string; description: string };

let byChapter: Map<string, HsCode[]> | undefined;
let chapters: string[] | undefined;

export function hsByChapter(): Map<string, HsCode[]> {
  if (!byChapter) {
    byChapter = new Map();
    for (const row of readTsvObjects(dataPath("demo", "hs.tsv.gz"))) {
      if (row.level !== "6" || !row.code) continue;
      const chapter = row.code.slice(0, 2);
      byChapter.set(chapter, [
        ...(byChapter.get(chapter) ?? []),
        { code: row.code, description: row.description ?? "" },
      ]);
    }
  }
  return byChapter;
}

/** Chapters 01-97 that have subheadings (77 is reserved, 98-99 are national). */
export function hsChapters(): string[] {
  chapters ??= [...hsByChapter().keys()].sort();
  return chapters;
}
