/**
 * Realtime (issue 16): 1,000 open notification websockets on one server process, and how long a
 * notification takes from `notify` to the socket. The server is the real app (buildApp) in this
 * process on an in-memory PGlite (its own thread), or on PostgreSQL with BENCH_DATABASE_URL (then
 * through LISTEN/NOTIFY, a fresh schema dropped after); the 1,000 clients are Node's WebSocket in
 * the same process, so their work is counted in the figures too.
 *
 * Three measures: one event at a time to one user among the 1,000 sockets (BENCH_SINGLE, 200); the
 * fan-out, one message pushed by the hub to all 1,000 sockets (no database work; BENCH_ROUNDS, 5
 * rounds); and a stored broadcast, a notification for every one of the 1,000 users produced at once
 * by one `notify` call (one insert and one unread count for all, then a push to each; on PostgreSQL
 * a few NOTIFYs of many pairs), each latency per socket from the round's start.
 * Target: broadcast p95 ≤ 100 ms. BENCH_SOCKETS (1000).
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { sql } from "kysely";
import { realtimePath } from "../contract/notifications.ts";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrate } from "../server/db/migrate.ts";
import { openSession } from "../server/features/accounts/index.ts";
import { notify } from "../server/features/notifications/index.ts";
import { hubFor } from "../server/features/notifications/realtime-hub.ts";
import { createDataStatus } from "../server/lib/data-status.ts";
import { VERSION } from "../server/version.ts";
import type { Bench } from "./run.ts";

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const SOCKETS = env("BENCH_SOCKETS", 1000);
const SINGLE = env("BENCH_SINGLE", 200);
const ROUNDS = env("BENCH_ROUNDS", 5);
const TARGET_P95_MS = 100;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

type Client = { id: string; userCode: string; socket: WebSocket; next: () => Promise<number> };

/** A signed-in socket past its `ready`; `next` resolves with the time its next notification came. */
async function connect(base: string, user: { id: string; userCode: string; token: string }): Promise<Client> {
  const socket = new WebSocket(`${base}${realtimePath(user.userCode)}`);
  const waiters: ((at: number) => void)[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    socket.addEventListener("error", () => reject(new Error("websocket error")));
    socket.addEventListener("message", (event) => {
      const at = performance.now();
      const type = (JSON.parse(String(event.data)) as { type: string }).type;
      if (type === "ready") resolve();
      else waiters.shift()?.(at);
    });
  });
  await new Promise<void>((resolve) => socket.addEventListener("open", () => resolve()));
  socket.send(JSON.stringify({ type: "auth", token: user.token, language: "en_US" }));
  await ready;
  return { id: user.id, userCode: user.userCode, socket, next: () => new Promise((resolve) => waiters.push(resolve)) };
}

export const bench: Bench = {
  heading: "Realtime notifications",
  async run(log) {
    const url = process.env.BENCH_DATABASE_URL;
    const schema = url ? `bench_${randomBytes(4).toString("hex")}` : undefined;
    const database = await openDatabase({ databaseUrl: url, schema });
    await migrate(database);
    const config = { ...loadConfig({}), smtpUrl: undefined, maxEventLoopDelayMs: 0 };
    const app = await buildApp({ config, database, dataStatus: createDataStatus(), version: VERSION });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/csi`;
    const { db } = database;
    try {
      log(`${SOCKETS} users, one socket each…`);
      const users = [];
      for (let i = 0; i < SOCKETS; i += 1) {
        const userCode = `B${randomBytes(6).toString("hex")}`;
        const row = await db
          .insertInto("app_users")
          .values({ user_code: userCode, email: `${userCode}@example.com`, first_name: "Bench", last_name: "User" })
          .returning("id")
          .executeTakeFirstOrThrow();
        const id = String(row.id);
        users.push({
          id,
          userCode,
          token: await openSession(db, id, { usaged: 2, ip: "127.0.0.1", userAgent: "bench" }),
        });
      }
      const clients: Client[] = [];
      for (let i = 0; i < users.length; i += 50)
        clients.push(...(await Promise.all(users.slice(i, i + 50).map((user) => connect(base, user)))));
      log(`${clients.length} sockets open; one event at a time…`);

      const single: number[] = [];
      for (let i = 0; i < SINGLE; i += 1) {
        const client = clients[i % clients.length]!;
        const received = client.next();
        const started = performance.now();
        await notify(db, [{ userId: client.id, event: { kind: "passwordChanged", params: {} } }]);
        single.push((await received) - started);
      }

      log(`fan-out: ${ROUNDS} rounds of one message to all ${clients.length} sockets…`);
      const fanOut: number[] = [];
      const hub = hubFor(db);
      for (let round = 0; round < ROUNDS; round += 1) {
        const received = clients.map((client) => client.next());
        const started = performance.now();
        for (const client of clients) hub.publish(client.id, () => ({ type: "notification" }));
        fanOut.push(...(await Promise.all(received)).map((at) => at - started));
      }

      log(`broadcast: ${ROUNDS} rounds of an event for each of the ${clients.length} users…`);
      const broadcast: number[] = [];
      const roundMs: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const received = clients.map((client) => client.next());
        const started = performance.now();
        const event = { kind: "passwordChanged", params: {} } as const;
        await notify(
          db,
          clients.map((client) => ({ userId: client.id, event })),
        );
        const times = await Promise.all(received);
        broadcast.push(...times.map((at) => at - started));
        roundMs.push(Math.max(...times) - started);
      }
      for (const client of clients) client.socket.close();

      const ms = (value: number) => value.toFixed(1);
      const p95 = percentile(broadcast, 95);
      const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
      const fanOutP95 = percentile(fanOut, 95);
      log(`single p95 ${ms(percentile(single, 95))} ms; fan-out p95 ${ms(fanOutP95)} ms; broadcast p95 ${ms(p95)} ms`);
      return [
        `\`npm run bench realtime\` (bench/realtime.bench.ts): ${clients.length} websockets open on one server process (the app on ${url ? "PostgreSQL, through LISTEN/NOTIFY" : "PGlite, in-process fan-out"}), the clients in the same process. Latency from \`notify\` (insert, unread count, push) to the socket's message.`,
        "",
        `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM; Node ${process.version}; load average ${os.loadavg()[0]?.toFixed(1) ?? "?"} (the machine is shared: other engineers' tests ran meanwhile).`,
        "",
        "| measure | events | p50 ms | p95 ms | max ms |",
        "| --- | --- | --- | --- | --- |",
        `| one event to one user of ${clients.length} | ${single.length} | ${ms(percentile(single, 50))} | ${ms(percentile(single, 95))} | ${ms(Math.max(...single))} |`,
        `| fan-out: one message by the hub to all ${clients.length} sockets (${ROUNDS} rounds) | ${fanOut.length} | ${ms(percentile(fanOut, 50))} | ${ms(fanOutP95)} | ${ms(Math.max(...fanOut))} |`,
        `| stored broadcast: a notification for each of ${clients.length} users at once (${ROUNDS} rounds) | ${broadcast.length} | ${ms(percentile(broadcast, 50))} | ${ms(p95)} | ${ms(Math.max(...broadcast))} |`,
        "",
        `Target broadcast p95 ≤ ${TARGET_P95_MS} ms: the sockets' fan-out ${fanOutP95 <= TARGET_P95_MS ? "meets it" : "does **not** meet it"}; the stored broadcast ${p95 <= TARGET_P95_MS ? "meets it" : `does **not** (a whole round took ${roundMs.map(ms).join(", ")} ms to its last socket)`}.`,
      ].join("\n");
    } finally {
      await app.close();
      if (schema) await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db);
      await database.close();
    }
  },
};
