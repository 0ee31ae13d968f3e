import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { notify } from "./index.ts";
import { call, signedInUser } from "./notifications.test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("/notification/*", () => {
  it("refuses a caller without a session on every call", async () => {
    for (const path of [
      "/notification/getNotificationList",
      "/notification/getUserNews",
      "/notification/markAllAsRead",
    ]) {
      expect((await call(t, path, null)).status).toBe(401);
    }
    expect((await call(t, "/notification/readNotification", null, { body: { id: 1 } })).status).toBe(401);
  });

  it("lists a user's notices newest first, in the reader's language, with the unread count", async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    await notify(
      t.database.db,
      [{ userId: user.id, event: { kind: "passwordChanged", params: {} } }],
      new Date("2026-01-01T10:00:00Z"),
    );
    await notify(
      t.database.db,
      [{ userId: user.id, event: { kind: "emailChanged", params: { email: "new@example.com" } } }],
      new Date("2026-01-02T10:00:00Z"),
    );
    await notify(t.database.db, [{ userId: other.id, event: { kind: "passwordChanged", params: {} } }]);

    const { status, json } = await call(t, "/notification/getNotificationList", user.token);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ total: 2, unread: 2, pageNum: 1, pageSize: 10 });
    expect(json.data.list.map((n: { title: string }) => n.title)).toEqual([
      "Your sign-in e-mail was changed to new@example.com",
      "Your password was changed",
    ]);
    expect(json.data.list[0]).toMatchObject({
      kind: "emailChanged",
      hasRead: 0,
      createTime: "2026-01-02T10:00:00.000Z",
    });

    const german = await call(t, "/notification/getNotificationList", user.token, { language: "de_DE" });
    expect(german.json.data.list[1].title).toBe("Ihr Passwort wurde geändert");

    const page2 = await call(t, "/notification/getNotificationList", user.token, {
      query: { pageNum: 2, pageSize: 1 },
    });
    expect(page2.json.data.list.map((n: { kind: string }) => n.kind)).toEqual(["passwordChanged"]);
  });

  it("searches by title, reads one by id, marks one and then all read", async () => {
    const user = await signedInUser(t);
    await notify(t.database.db, [{ userId: user.id, event: { kind: "passwordChanged", params: {} } }]);
    await notify(t.database.db, [
      { userId: user.id, event: { kind: "emailChanged", params: { email: "x@example.com" } } },
    ]);

    const found = await call(t, "/notification/searchByTitle", user.token, { query: { title: "PASSWORD" } });
    expect(found.json.data.total).toBe(1);
    const id = found.json.data.list[0].id as number;

    const one = await call(t, "/notification/getNotification", user.token, { query: { id } });
    expect(one.json.data).toMatchObject({ id, kind: "passwordChanged", hasRead: 0 });

    const read = await call(t, "/notification/readNotification", user.token, { body: { id } });
    expect(read.json.data).toEqual({ unread: 1 });
    expect((await call(t, "/notification/getNotification", user.token, { query: { id } })).json.data.hasRead).toBe(1);

    const all = await call(t, "/notification/markAllAsRead", user.token);
    expect(all.json.data).toEqual({ unread: 0 });
    expect((await call(t, "/notification/getNotificationList", user.token)).json.data.unread).toBe(0);
  });

  it("answers 404 for another user's notification", async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    await notify(t.database.db, [{ userId: owner.id, event: { kind: "passwordChanged", params: {} } }]);
    const id = (await call(t, "/notification/getNotificationList", owner.token)).json.data.list[0].id as number;
    const read = await call(t, "/notification/readNotification", intruder.token, { body: { id } });
    expect(read.status).toBe(404);
    expect(read.json.msg).toBe("The notification does not exist");
    expect((await call(t, "/notification/getNotification", intruder.token, { query: { id } })).status).toBe(404);
    expect((await call(t, "/notification/getNotificationList", owner.token)).json.data.unread).toBe(1);
  });

  it("keeps news for you apart from notices, searchable by title", async () => {
    const user = await signedInUser(t);
    await notify(t.database.db, [
      {
        userId: user.id,
        event: {
          kind: "emailChanged",
          params: { email: "news@example.com" },
          category: "news",
        },
      },
    ]);
    await notify(t.database.db, [{ userId: user.id, event: { kind: "passwordChanged", params: {} } }]);
    const news = await call(t, "/notification/getUserNews", user.token);
    expect(news.json.data.list.map((n: { kind: string }) => n.kind)).toEqual(["emailChanged"]);
    expect(news.json.data.unread).toBe(1);
    const hit = await call(t, "/notification/searchUserNews", user.token, { query: { title: "news@" } });
    expect(hit.json.data.total).toBe(1);
    const miss = await call(t, "/notification/searchUserNews", user.token, { query: { title: "password" } });
    expect(miss.json.data.total).toBe(0);
  });

  it("a password change produces a notification", async () => {
    const user = await signedInUser(t);
    const changed = await call(t, "/user/changePwd", user.token, {
      body: { newPasswordOne: "Secret-pass1", newPasswordTwo: "Secret-pass1" },
    });
    expect(changed.json.code).toBe(200);
    const list = await call(t, "/notification/getNotificationList", user.token);
    expect(list.json.data.list.map((n: { kind: string }) => n.kind)).toEqual(["passwordChanged"]);
  });
});
