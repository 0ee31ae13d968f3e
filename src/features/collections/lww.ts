/**
 * The convergence rules, the same as the server's (docs/decisions/0006-collections-sync.md):
 * every value is a last-writer-wins register ordered by the client's time and a tie-breaker.
 * Pure functions: applying the same write twice, or two writes in either order, gives one result.
 */
import type { MembershipRow, NamedRow } from "./model.ts";

/** A write to a folder or tag. */
export type NamedWrite =
  | { op: "create"; id: string; name: string; at: number }
  | { op: "rename"; id: string; name: string; at: number }
  | { op: "delete"; id: string; at: number };

/** A write to a membership (company in folder, tag on company). */
export type MembershipWrite = {
  listId: string;
  aaaId: string;
  present: boolean;
  at: number;
  companyName?: string | undefined;
  countryCode?: string | null | undefined;
};

/** (time, name) order: the later write wins; on a tie, the greater name (as the server compares). */
function nameWins(at: number, name: string, row: NamedRow): boolean {
  if (at !== row.nameChangedAt) return at > row.nameChangedAt;
  return name > row.name;
}

/**
 * The row after a write, or the same row object when the write changes nothing. A deleted row
 * stays deleted (its earliest deletion time kept); a rename of an unknown row creates nothing.
 */
export function mergeNamed(row: NamedRow | undefined, write: NamedWrite, owner: string): NamedRow | undefined {
  if (write.op === "delete") {
    if (!row) return row;
    if (row.deletedAt !== null && row.deletedAt <= write.at) return row;
    return { ...row, deletedAt: write.at };
  }
  if (!row) {
    if (write.op === "rename") return row;
    return { id: write.id, owner, name: write.name, nameChangedAt: write.at, createdAt: write.at, deletedAt: null };
  }
  if (row.deletedAt !== null || !nameWins(write.at, write.name, row)) return row;
  return { ...row, name: write.name, nameChangedAt: write.at };
}

/** (time, present) order: the later write wins; on a tie the company stays in. */
export function membershipWins(
  write: { at: number; present: boolean },
  row: { changedAt: number; present: boolean },
): boolean {
  if (write.at !== row.changedAt) return write.at > row.changedAt;
  return write.present && !row.present;
}

/**
 * The row after a membership write. The register is (present, changedAt); a losing write may
 * still fill in a company name or country the row lacks (an empty name means unknown).
 */
export function mergeMembership<R extends MembershipRow>(
  row: R | undefined,
  write: MembershipWrite,
  base: Omit<R, keyof MembershipRow>,
  owner: string,
): R | undefined {
  const companyName = write.companyName ?? "";
  const countryCode = write.countryCode ?? null;
  if (row && !membershipWins(write, row)) {
    if ((row.companyName || !companyName) && (row.countryCode !== null || countryCode === null)) return row;
    return { ...row, companyName: row.companyName || companyName, countryCode: row.countryCode ?? countryCode };
  }
  return {
    ...base,
    ...row,
    owner,
    aaaId: write.aaaId,
    companyName: companyName || row?.companyName || "",
    countryCode: countryCode ?? row?.countryCode ?? null,
    present: write.present,
    changedAt: write.at,
  } as R;
}
