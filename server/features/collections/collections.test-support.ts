import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import type { TestApp } from "../../test/test-app.ts";
import { openSession } from "../accounts/index.ts";

let users = 0;

/** A registered user with an open session, straight in the database (these are API tests). */
export async function signedInUser(t: TestApp): Promise<{ id: string; token: string }> {
  users += 1;
  const suffix = `${users}-${randomUUID().slice(0, 8)}`;
  const row = await t.database.db
    .insertInto("app_users")
    .values({
      user_code: `C${suffix}`,
      email: `collector${suffix}@example.com`,
      first_name: "Col",
      last_name: "Lector",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const token = await openSession(t.database.db, String(row.id), { usaged: 2, ip: "127.0.0.1", userAgent: "test" });
  return { id: String(row.id), token };
}

export type Call = {
  method?: "GET" | "POST";
  query?: Record<string, string | number>;
  body?: unknown;
  key?: string;
  token?: string | null;
};

/** One request to the API as the given user, answered with status, envelope and headers. */
export async function call(t: TestApp, path: string, token: string | null, options: Omit<Call, "token"> = {}) {
  const response: LightMyRequestResponse = await t.app.inject({
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    url: `/csi${path}`,
    query: Object.fromEntries(Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)])),
    headers: {
      language: "en_US",
      ...(token ? { authorization: token } : {}),
      ...(options.key ? { "idempotency-key": options.key } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are read field by field
  const json = response.json<{ code: number; msg: string; data: any }>();
  return { status: response.statusCode, json, headers: response.headers };
}

/** Some company ids ('A' + base 36). */
export const COMPANY = { acme: "A1A", globex: "A2B", initech: "A3C", umbrella: "A4D" } as const;
export const uuid = () => randomUUID();
