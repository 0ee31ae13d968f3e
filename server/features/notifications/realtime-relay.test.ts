import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { inTransaction } from "../accounts/index.ts";
import { notify } from "./index.ts";
import { openSocket, signedInUser } from "./notifications.test-support.ts";
import { hubFor } from "./realtime-hub.ts";

async function listenOn(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/csi`;
}

/** A signed-in socket on the server at `base`, past its `ready`. */
async function readySocket(base: string, user: { userCode: string; token: string }, language: string) {
  const socket = openSocket(base, user.userCode);
  await socket.opened;
  socket.send({ type: "auth", token: user.token, language });
  expect((await socket.next()).type).toBe("ready");
  return socket;
}

describe("notify", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("refuses to run inside a transaction (its push would precede the commit)", async () => {
    const user = await signedInUser(t);
    await expect(
      inTransaction(t.database.db, (trx) =>
        notify(trx, [{ userId: user.id, event: { kind: "passwordChanged", params: {} } }]),
      ),
    ).rejects.toThrow("after the commit");
  });

  it("publishes in-process on PGlite and through NOTIFY on PostgreSQL", () => {
    expect(hubFor(t.database.db).relayed).toBe(t.database.engine === "postgres");
  });
});

// Two server processes need PostgreSQL: PGlite's data folder belongs to one process (DATA_DIR/csi.lock).
describe.runIf(process.env.DATABASE_URL)("two servers on one PostgreSQL database", () => {
  let first: TestApp;
  let second: TestApp;
  let firstBase: string;
  let secondBase: string;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ sameDatabaseAs: first });
    firstBase = await listenOn(first);
    secondBase = await listenOn(second);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("delivers a notification produced on one server to the user's sockets on both, each in its language", async () => {
    const user = await signedInUser(first);
    const onFirst = await readySocket(firstBase, user, "en_US");
    const onSecond = await readySocket(secondBase, user, "fr_FR");

    await notify(first.database.db, [{ userId: user.id, event: { kind: "passwordChanged", params: {} } }]);
    const [here, there] = await Promise.all([onFirst.next(), onSecond.next()]);
    expect(here).toMatchObject({ type: "notification", unread: 1, notification: { kind: "passwordChanged" } });
    expect(there).toMatchObject({ type: "notification", userCode: user.userCode, unread: 1 });
    expect(there.notification.id).toBe(here.notification.id);
    expect(there.notification.title).toBe("Votre mot de passe a été modifié");

    // And the other way round: produced on the second server, heard on the first.
    await notify(second.database.db, [
      { userId: user.id, event: { kind: "emailChanged", params: { email: "new@example.com" } } },
    ]);
    expect(await onFirst.next()).toMatchObject({ unread: 2, notification: { kind: "emailChanged" } });
    expect((await onSecond.next()).notification.kind).toBe("emailChanged");
    onFirst.socket.close();
    onSecond.socket.close();
  });

  it("one notify for many users: each hears its own on whichever server holds its socket, with its unread count", async () => {
    const users = await Promise.all([signedInUser(first), signedInUser(first), signedInUser(first)]);
    const sockets = await Promise.all(
      users.map((user, i) => readySocket(i === 0 ? firstBase : secondBase, user, "en_US")),
    );
    await notify(first.database.db, [{ userId: users[0].id, event: { kind: "passwordChanged", params: {} } }]);
    expect((await sockets[0]!.next()).unread).toBe(1);

    await notify(
      first.database.db,
      users.map((user) => ({
        userId: user.id,
        event: { kind: "emailChanged", params: { email: `${user.userCode}@x.io` } },
      })),
    );
    const heard = await Promise.all(sockets.map((socket) => socket.next()));
    expect(heard.map((message) => message.userCode)).toEqual(users.map((user) => user.userCode));
    expect(heard.map((message) => message.unread)).toEqual([2, 1, 1]);
    expect(heard[2]!.notification.title).toBe(`Your sign-in e-mail was changed to ${users[2].userCode}@x.io`);
    for (const socket of sockets) socket.socket.close();
  });

  it("after its listening connection was cut, a server sends what was stored meanwhile", async () => {
    const user = await signedInUser(first);
    const socket = await readySocket(secondBase, user, "en_US");
    const db = first.database.db;
    const listeners = async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN %'`.execute(db);
      return rows[0]?.n ?? 0;
    };
    expect(await listeners()).toBe(2);
    await sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN %'`.execute(db);
    await vi.waitFor(async () => expect(await listeners()).toBe(0));

    await notify(db, [{ userId: user.id, event: { kind: "passwordChanged", params: {} } }]);
    // Its NOTIFY was heard by nobody: no server was listening when it was sent.
    expect(await listeners()).toBe(0);

    const pushed = await socket.next();
    expect(pushed).toMatchObject({ type: "notification", unread: 1, notification: { kind: "passwordChanged" } });
    expect(await listeners()).toBe(2);
    socket.socket.close();
  });
});
