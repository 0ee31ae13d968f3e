import { describe, expect, it } from "vitest";
import { mergeMembership, mergeNamed, type MembershipWrite, type NamedWrite } from "./lww.ts";
import type { CollectionItemRow, NamedRow } from "./model.ts";

const OWNER = "7";

function applyNamed(writes: NamedWrite[]): NamedRow | undefined {
  return writes.reduce<NamedRow | undefined>((row, write) => mergeNamed(row, write, OWNER), undefined);
}

function applyMembers(writes: MembershipWrite[]): CollectionItemRow | undefined {
  return writes.reduce<CollectionItemRow | undefined>(
    (row, write) => mergeMembership<CollectionItemRow>(row, write, { collectionId: write.listId }, OWNER),
    undefined,
  );
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe("name registers (folders, tags)", () => {
  it("lets the later rename win whatever the order, and applies a write twice as once", () => {
    const writes: NamedWrite[] = [
      { op: "create", id: "f", name: "Start", at: 1 },
      { op: "rename", id: "f", name: "From A", at: 5 },
      { op: "rename", id: "f", name: "From B", at: 7 },
    ];
    const results = permutations([...writes, writes[2] as NamedWrite]).map((order) =>
      // A rename that arrives before the create has no row to rename yet; the create brings the
      // row, so only orders starting with the create are real for one device. Replays from the
      // server's snapshot always start from an existing row.
      order[0]?.op === "create" ? applyNamed(order) : applyNamed([writes[0] as NamedWrite, ...order]),
    );
    for (const result of results) expect(result).toMatchObject({ name: "From B", nameChangedAt: 7, createdAt: 1 });
  });

  it("breaks a tie of times by the name, so both devices agree", () => {
    const base: NamedWrite = { op: "create", id: "f", name: "Start", at: 1 };
    const x: NamedWrite = { op: "rename", id: "f", name: "Alpha", at: 5 };
    const y: NamedWrite = { op: "rename", id: "f", name: "Beta", at: 5 };
    expect(applyNamed([base, x, y])?.name).toBe("Beta");
    expect(applyNamed([base, y, x])?.name).toBe("Beta");
  });

  it("keeps a deleted row deleted: renames and re-creation change nothing", () => {
    const deleted = applyNamed([
      { op: "create", id: "f", name: "Start", at: 1 },
      { op: "delete", id: "f", at: 3 },
      { op: "rename", id: "f", name: "Later", at: 9 },
      { op: "create", id: "f", name: "Again", at: 10 },
      { op: "delete", id: "f", at: 8 },
    ]);
    expect(deleted).toMatchObject({ name: "Start", deletedAt: 3 });
  });

  it("creates nothing for a rename or delete of an unknown row", () => {
    expect(mergeNamed(undefined, { op: "rename", id: "x", name: "n", at: 1 }, OWNER)).toBeUndefined();
    expect(mergeNamed(undefined, { op: "delete", id: "x", at: 1 }, OWNER)).toBeUndefined();
  });

  it("returns the same object when nothing changes (the cache skips the write)", () => {
    const row = applyNamed([{ op: "create", id: "f", name: "Start", at: 5 }]);
    expect(mergeNamed(row, { op: "rename", id: "f", name: "Old", at: 2 }, OWNER)).toBe(row);
  });
});

describe("presence registers (companies in folders, tags on companies)", () => {
  const add = (at: number, name?: string): MembershipWrite => ({
    listId: "f",
    aaaId: "A1",
    present: true,
    at,
    companyName: name,
  });
  const remove = (at: number): MembershipWrite => ({ listId: "f", aaaId: "A1", present: false, at });

  it("converges to the latest write in every order, counting duplicates once", () => {
    const writes = [add(1, "Acme"), remove(2), add(3), remove(4), remove(4)];
    const outcomes = new Set(permutations(writes).map((order) => JSON.stringify(applyMembers(order))));
    expect(outcomes.size).toBe(1);
    expect(applyMembers(writes)).toMatchObject({ present: false, changedAt: 4, companyName: "Acme" });
  });

  it("lets an add win a tie with a removal (nothing collected is lost)", () => {
    expect(applyMembers([add(5), remove(5)])?.present).toBe(true);
    expect(applyMembers([remove(5), add(5)])?.present).toBe(true);
  });

  it("keeps a removal of a company never added, so an older add arriving later loses", () => {
    expect(applyMembers([remove(5), add(3)])).toMatchObject({ present: false, changedAt: 5 });
  });

  it("keeps the company's name from any write that carried it, in any order", () => {
    expect(applyMembers([add(1)])?.companyName).toBe("");
    expect(applyMembers([add(1, "Acme"), remove(2), add(3)])?.companyName).toBe("Acme");
    expect(applyMembers([remove(2), add(1, "Acme")])).toMatchObject({ companyName: "Acme", present: false });
  });
});
