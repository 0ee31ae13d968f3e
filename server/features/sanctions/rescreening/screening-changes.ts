/** One screened name's result as a re-screening keeps it: the entry's caption, its score and whether it matched. */
export type KeptResult = { caption: string; score: number; match: boolean };

/** A company's screening results, keyed `<role>|<subject name>|<entry id>`. */
export type KeptResults = Record<string, KeptResult>;

export type SubjectRole = "company" | "officer" | "owner";

export type ScreeningChange = {
  change: "newHit" | "clearedHit" | "scoreCrossed";
  role: SubjectRole;
  subjectName: string;
  entryId: string;
  caption: string;
  scoreBefore: number | null;
  scoreAfter: number | null;
};

export function resultKey(role: SubjectRole, subjectName: string, entryId: string): string {
  return `${role}|${subjectName}|${entryId}`;
}

function keyParts(key: string): { role: SubjectRole; subjectName: string; entryId: string } {
  const first = key.indexOf("|");
  const last = key.lastIndexOf("|");
  return {
    role: key.slice(0, first) as SubjectRole,
    subjectName: key.slice(first + 1, last),
    entryId: key.slice(last + 1),
  };
}

/**
 * What differs between two screenings of one company: an entry that matches now and was not among
 * the results before is a new hit; one that matched before and is not among the results now (it left
 * the list, or its name no longer comes close) is a cleared hit; one in both whose score crossed the
 * threshold, either way, is a score change. Results under the threshold that come or go are not
 * changes: nobody was alerted about them.
 */
export function screeningChanges(before: KeptResults, after: KeptResults): ScreeningChange[] {
  const changes: ScreeningChange[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[key];
    const is = after[key];
    const change = !was
      ? is?.match && "newHit"
      : !is
        ? was.match && "clearedHit"
        : was.match !== is.match && "scoreCrossed";
    if (!change) continue;
    changes.push({
      change,
      ...keyParts(key),
      caption: (is ?? was)!.caption,
      scoreBefore: was?.score ?? null,
      scoreAfter: is?.score ?? null,
    });
  }
  return changes.sort((a, b) => a.change.localeCompare(b.change) || a.entryId.localeCompare(b.entryId));
}
