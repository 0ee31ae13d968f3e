import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { call, COMPANY, signedInUser, uuid } from "./collections.test-support.ts";

/** A queued mutation as a device's outbox holds it: the request and its idempotency key. */
type Queued = { path: string; query?: Record<string, string | number>; body?: unknown; key: string };

type Ids = { f: string; g: string; h: string; hot: string; cold: string };

/**
 * Two devices of one user were in sync (folder F holding Acme), then both edited offline.
 * Times are the clients' clocks; device B's rename of F is the later one.
 */
function scenario(ids: Ids, t0: number): { a: Queued[]; b: Queued[] } {
  const at = (n: number) => t0 + n * 1000;
  const q = (path: string, params: { query?: Record<string, string | number>; body?: unknown }): Queued => ({
    path,
    ...params,
    key: uuid(),
  });
  const a = [
    q("/tools/add", { query: { id: ids.hot, name: "Hot", changedAt: at(1) } }),
    q("/collection/rename", { body: { collectionId: ids.f, name: "Name from A", changedAt: at(2) } }),
    q("/collection/addItems", { body: { collectionId: ids.f, items: [{ aaaId: COMPANY.globex }], changedAt: at(3) } }),
    q("/collection/removeItems", { body: { collectionId: ids.f, aaaIds: [COMPANY.acme], changedAt: at(4) } }),
    q("/collection/removeItems", { body: { collectionId: ids.f, aaaIds: [COMPANY.umbrella], changedAt: at(5) } }),
    q("/collection/create", { query: { id: ids.g, name: "G", changedAt: at(5) } }),
    q("/collection/addItems", { body: { collectionId: ids.g, items: [{ aaaId: COMPANY.initech }], changedAt: at(6) } }),
    q("/tools/edit/batchAdd", { body: { tagIds: [ids.hot], companies: [{ aaaId: COMPANY.acme }], changedAt: at(7) } }),
  ];
  const b = [
    q("/collection/removeItems", { body: { collectionId: ids.f, aaaIds: [COMPANY.globex], changedAt: at(1) } }),
    q("/collection/addItems", { body: { collectionId: ids.f, items: [{ aaaId: COMPANY.acme }], changedAt: at(2) } }),
    q("/collection/rename", { body: { collectionId: ids.f, name: "Name from B", changedAt: at(3) } }),
    q("/collection/create", { query: { id: ids.h, name: "H", changedAt: at(4) } }),
    // The same instant as A's removal of Umbrella: the add wins the tie.
    q("/collection/addItems", {
      body: { collectionId: ids.f, items: [{ aaaId: COMPANY.umbrella }], changedAt: at(5) },
    }),
    q("/tools/add", { query: { id: ids.cold, name: "Cold", changedAt: at(6) } }),
    q("/tools/edit/batchAdd", {
      body: { tagIds: [ids.cold], companies: [{ aaaId: COMPANY.globex }], changedAt: at(7) },
    }),
    q("/collection/delete", { body: { collectionId: ids.h, changedAt: at(8) } }),
  ];
  return { a, b };
}

function interleave<T>(a: T[], b: T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < b.length) out.push(b[i] as T);
    if (i < a.length) out.push(a[i] as T);
  }
  return out;
}

describe("two devices' replays converge whatever the order", () => {
  let t: TestApp;
  const t0 = Date.now() - 60_000;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function run(order: (q: { a: Queued[]; b: Queued[] }) => Queued[], retries: boolean) {
    const user = await signedInUser(t);
    const ids: Ids = { f: uuid(), g: uuid(), h: uuid(), hot: uuid(), cold: uuid() };
    // Both devices saw F with Acme before going offline.
    await call(t, "/collection/create", user.token, { query: { id: ids.f, name: "F", changedAt: t0 } });
    await call(t, "/collection/addItems", user.token, {
      body: { collectionId: ids.f, items: [{ aaaId: COMPANY.acme }], changedAt: t0 },
    });
    for (const entry of order(scenario(ids, t0))) {
      const times = retries ? 2 : 1; // a retry after a lost response resends the same key
      for (let i = 0; i < times; i++) {
        const res = await call(t, entry.path, user.token, {
          ...(entry.query ? { query: entry.query } : {}),
          ...(entry.body ? { body: entry.body } : {}),
          key: entry.key,
        });
        expect(res.status, `${entry.path} ${JSON.stringify(res.json)}`).toBe(200);
      }
    }
    const snapshot = (await call(t, "/collection/snapshot", user.token)).json.data;
    return normalise(snapshot, ids);
  }

  /** The snapshot with the run's ids replaced by their names in the scenario. */
  function normalise(snapshot: Record<string, unknown>, ids: Ids) {
    const names = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    const text = JSON.stringify({ ...snapshot, serverTime: 0 });
    return JSON.parse(
      text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => names.get(id) ?? id),
    );
  }

  it("reaches the same state for A-then-B, B-then-A and interleaved, with retries", async () => {
    const aThenB = await run(({ a, b }) => [...a, ...b], false);
    const bThenA = await run(({ a, b }) => [...b, ...a], true);
    const mixed = await run(({ a, b }) => interleave(a, b), true);
    expect(bThenA).toEqual(aThenB);
    expect(mixed).toEqual(aThenB);

    const present = (
      rows: { aaaId: string; present: boolean; collectionId?: string; tagId?: string }[],
      list: string,
    ) =>
      rows
        .filter((r) => r.present && (r.collectionId ?? r.tagId) === list)
        .map((r) => r.aaaId)
        .sort();
    expect(aThenB.collections.map((c: { id: string; name: string }) => [c.id, c.name])).toEqual([
      ["f", "Name from B"],
      ["g", "G"],
    ]);
    expect(present(aThenB.collectionItems, "f")).toEqual([COMPANY.globex, COMPANY.umbrella]);
    expect(present(aThenB.collectionItems, "g")).toEqual([COMPANY.initech]);
    expect(aThenB.tags.map((tag: { id: string }) => tag.id)).toEqual(["hot", "cold"]);
    expect(present(aThenB.companyTags, "hot")).toEqual([COMPANY.acme]);
    expect(present(aThenB.companyTags, "cold")).toEqual([COMPANY.globex]);
  });
});
