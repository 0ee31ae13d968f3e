import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { openSession } from "../accounts/index.ts";
import { call, COMPANY, signedInUser, uuid } from "./collections.test-support.ts";

describe("Idempotency-Key: a retried mutation never runs twice", () => {
  let t: TestApp;
  let clock = new Date();
  let ada: { id: string; token: string };
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    ada = await signedInUser(t);
  });
  afterAll(() => t.close());

  const folders = async (token: string) =>
    (await call(t, "/collection/getCollectionList", token)).json.data as { id: string; name: string }[];

  it("answers a repeated key with the stored response: one folder, not two", async () => {
    const user = await signedInUser(t);
    const key = uuid();
    const first = await call(t, "/collection/create", user.token, { query: { name: "Once" }, key });
    const again = await call(t, "/collection/create", user.token, { query: { name: "Once" }, key });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect((await folders(user.token)).filter((f) => f.name === "Once")).toHaveLength(1);
    // Without a key the same call is a new request (here a second server-id folder).
    await call(t, "/collection/create", user.token, { query: { name: "Once" } });
    expect((await folders(user.token)).filter((f) => f.name === "Once")).toHaveLength(2);
  });

  it("replays addItems without applying it again, even after a later removal", async () => {
    const id = uuid();
    await call(t, "/collection/create", ada.token, { query: { id, name: "Replayed" } });
    const key = uuid();
    const body = { collectionId: id, items: [{ aaaId: COMPANY.acme }], changedAt: clock.getTime() - 10_000 };
    const first = await call(t, "/collection/addItems", ada.token, { body, key });
    expect(first.json.data.itemCount).toBe(1);
    await call(t, "/collection/removeItems", ada.token, { body: { collectionId: id, aaaIds: [COMPANY.acme] } });
    const retry = await call(t, "/collection/addItems", ada.token, { body, key });
    expect(retry.json.data.itemCount).toBe(1); // the stored answer
    const shown = await call(t, "/collection/showItems", ada.token, { query: { collectionId: id } });
    expect(shown.json.data.total).toBe(0); // and the removal stands
  });

  it("handles the same key sent twice at once: one item, one replay", async () => {
    const id = uuid();
    await call(t, "/collection/create", ada.token, { query: { id, name: "Concurrent" } });
    const key = uuid();
    const body = { collectionId: id, items: [{ aaaId: COMPANY.globex }, { aaaId: COMPANY.initech }] };
    const [a, b] = await Promise.all([
      call(t, "/collection/addItems", ada.token, { body, key }),
      call(t, "/collection/addItems", ada.token, { body, key }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.headers["idempotent-replayed"], b.headers["idempotent-replayed"]].filter(Boolean)).toEqual(["true"]);
    expect((await call(t, "/collection/showItems", ada.token, { query: { collectionId: id } })).json.data.total).toBe(
      2,
    );
  });

  it("refuses a key reused for a different request with 422", async () => {
    const key = uuid();
    await call(t, "/collection/create", ada.token, { query: { id: uuid(), name: "First use" }, key });
    const reuse = await call(t, "/collection/create", ada.token, { query: { id: uuid(), name: "Other" }, key });
    expect(reuse.status).toBe(422);
    expect(reuse.json.msg).toBe("This Idempotency-Key was already used for a different request");
    const elsewhere = await call(t, "/tools/add", ada.token, { query: { id: uuid(), name: "Other route" }, key });
    expect(elsewhere.status).toBe(422);
  });

  it("keeps keys per user", async () => {
    const bob = await signedInUser(t);
    const key = uuid();
    const query = { id: uuid(), name: "Shared key" };
    expect((await call(t, "/tools/add", ada.token, { query, key })).status).toBe(200);
    const bobs = await call(t, "/tools/add", bob.token, { query: { ...query, id: uuid() }, key });
    expect(bobs.status).toBe(200);
    expect(bobs.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("stores no failure: a refused request may be retried with its key", async () => {
    const id = uuid();
    const key = uuid();
    const body = { collectionId: id, items: [{ aaaId: COMPANY.umbrella }] };
    expect((await call(t, "/collection/addItems", ada.token, { body, key })).status).toBe(404);
    await call(t, "/collection/create", ada.token, { query: { id, name: "Late" } });
    const retry = await call(t, "/collection/addItems", ada.token, { body, key });
    expect(retry.status).toBe(200);
    expect(retry.json.data.itemCount).toBe(1);
  });

  it("forgets a key after 24 hours", async () => {
    const user = await signedInUser(t);
    const key = uuid();
    await call(t, "/collection/create", user.token, { query: { name: "Day one" }, key });
    clock = new Date(clock.getTime() + 24 * 3_600_000 + 1000);
    const token = await openSession(t.database.db, user.id, { usaged: 2, ip: null, userAgent: null }, clock);
    const later = await call(t, "/collection/create", token, { query: { name: "Day one" }, key });
    expect(later.headers["idempotent-replayed"]).toBeUndefined();
    expect((await folders(token)).filter((f) => f.name === "Day one")).toHaveLength(2);
    ada.token = await openSession(t.database.db, ada.id, { usaged: 2, ip: null, userAgent: null }, clock);
  });
});
