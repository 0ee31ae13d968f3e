import { randomUUID } from "node:crypto";
import { realtimePath } from "../../../contract/notifications.ts";
import type { TestApp } from "../../test/test-app.ts";
import { openSession } from "../accounts/index.ts";

/** A registered user with an open session, straight in the database (these are API tests). */
export async function signedInUser(t: TestApp): Promise<{ id: string; userCode: string; token: string }> {
  const suffix = randomUUID().slice(0, 8);
  const userCode = `N${suffix}`;
  const row = await t.database.db
    .insertInto("app_users")
    .values({ user_code: userCode, email: `notified${suffix}@example.com`, first_name: "No", last_name: "Tified" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const token = await openSession(t.database.db, String(row.id), { usaged: 2, ip: "127.0.0.1", userAgent: "test" });
  return { id: String(row.id), userCode, token };
}

/** One GET or POST to the API with the user's token, answered with status and envelope. */
export async function call(
  t: TestApp,
  path: string,
  token: string | null,
  options: { query?: Record<string, string | number>; body?: object; language?: string } = {},
) {
  const response = await t.app.inject({
    method: options.body === undefined ? "GET" : "POST",
    url: `/csi${path}`,
    query: Object.fromEntries(Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)])),
    headers: { language: options.language ?? "en_US", ...(token ? { authorization: token } : {}) },
    ...(options.body === undefined ? {} : { payload: options.body }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are read field by field
  return { status: response.statusCode, json: response.json<{ code: number; msg: string; data: any }>() };
}

/** A real websocket (`base` is ws://host:port/csi) with its received messages queued, and a way to wait for the next one or for the close. */
export function openSocket(base: string, userCode: string) {
  const socket = new WebSocket(`${base}${realtimePath(userCode)}`);
  const queue: unknown[] = [];
  const waiters: ((value: unknown) => void)[] = [];
  socket.addEventListener("message", (event) => {
    const value: unknown = JSON.parse(String(event.data));
    const waiter = waiters.shift();
    if (waiter) waiter(value);
    else queue.push(value);
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve());
    socket.addEventListener("error", () => reject(new Error("websocket error")));
  });
  return {
    socket,
    closed,
    opened,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- messages are read field by field
    next: (): Promise<any> => (queue.length ? Promise.resolve(queue.shift()) : new Promise((r) => waiters.push(r))),
    send: (value: unknown) => socket.send(JSON.stringify(value)),
  };
}
