import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ACK_CONTENT_TYPE, REALTIME_CLOSE } from "../../../contract/notifications.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { openSession } from "../accounts/index.ts";
import { notify } from "./index.ts";
import { openSocket, signedInUser } from "./notifications.test-support.ts";

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/csi`;
});
afterAll(async () => t.close());

const open = (userCode: string) => openSocket(base, userCode);

describe("websocket /webSocket/gleagle/{userCode}", () => {
  it("pushes a notification to every socket of the user, in each socket's language, and stores the acknowledgement", async () => {
    const user = await signedInUser(t);
    const english = open(user.userCode);
    const german = open(user.userCode);
    await Promise.all([english.opened, german.opened]);
    english.send({ type: "auth", token: user.token, language: "en_US" });
    german.send({ type: "auth", token: user.token, language: "de_DE" });
    expect(await english.next()).toEqual({ version: 1, type: "ready", userCode: user.userCode, unread: 0 });
    expect((await german.next()).type).toBe("ready");

    await notify(t.database.db, [{ userId: user.id, event: { kind: "passwordChanged", params: {} } }]);
    const pushed = await english.next();
    expect(pushed).toMatchObject({
      version: 1,
      type: "notification",
      contentType: 1,
      userCode: user.userCode,
      unread: 1,
      notification: { kind: "passwordChanged", title: "Your password was changed", hasRead: 0 },
    });
    expect((await german.next()).notification.title).toBe("Ihr Passwort wurde geändert");

    const id = pushed.notification.id as number;
    english.send({ userCode: user.userCode, isRead: 0, contentType: ACK_CONTENT_TYPE, id });
    await vi.waitFor(async () => {
      const row = await t.database.db
        .selectFrom("notifications")
        .select("delivered_at")
        .where("id", "=", String(id))
        .executeTakeFirstOrThrow();
      expect(row.delivered_at).not.toBeNull();
    });
    english.socket.close();
    german.socket.close();
  });

  it("sends nothing of another user's events", async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const socket = open(user.userCode);
    await socket.opened;
    socket.send({ type: "auth", token: user.token });
    await socket.next();
    await notify(t.database.db, [{ userId: other.id, event: { kind: "passwordChanged", params: {} } }]);
    await notify(t.database.db, [
      { userId: user.id, event: { kind: "emailChanged", params: { email: "mine@example.com" } } },
    ]);
    // The next message is the user's own event: the other user's, produced first, never came.
    expect((await socket.next()).notification.kind).toBe("emailChanged");
    socket.socket.close();
  });

  it("closes a socket without a valid token, with a token of another user, or with a replaced session", async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);

    const bad = open(user.userCode);
    await bad.opened;
    bad.send({ type: "auth", token: "not-a-token" });
    expect(await bad.closed).toBe(REALTIME_CLOSE.unauthorized);

    const wrong = open(user.userCode);
    await wrong.opened;
    wrong.send({ type: "auth", token: other.token });
    expect(await wrong.closed).toBe(REALTIME_CLOSE.wrongUser);

    const replacedToken = user.token;
    await openSession(t.database.db, user.id, { usaged: 2, ip: "127.0.0.1", userAgent: "test" });
    const replaced = open(user.userCode);
    await replaced.opened;
    replaced.send({ type: "auth", token: replacedToken });
    expect(await replaced.closed).toBe(REALTIME_CLOSE.loggedInElsewhere);
  });
});
