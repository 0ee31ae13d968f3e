import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { ok } from "./envelope.ts";
import { SERVER_MESSAGES } from "../i18n/messages.ts";
import { hashToken, openSession } from "../features/accounts/sessions.service.ts";

function protectedRoute(app: FastifyInstance) {
  app.get("/csi/probe/me", { preHandler: app.requireUser }, async (request) => ok({ email: request.user?.email }));
}

const client = { usaged: 2, ip: "127.0.0.1", userAgent: "test" };

describe("sessions: 401 and 403", () => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp({ configure: protectedRoute });
    const user = await t.database.db
      .insertInto("app_users")
      .values({ user_code: "U1", email: "ada@example.com", first_name: "Ada", last_name: "Lovelace" })
      .returning("id")
      .executeTakeFirstOrThrow();
    userId = String(user.id);
  });
  afterAll(() => t.close());

  const me = (token?: string, language = "en_US") =>
    t.app.inject({
      method: "GET",
      url: "/csi/probe/me",
      headers: { language, ...(token ? { authorization: token } : {}) },
    });

  it("answers 401 without a token", async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 401,
      msg: SERVER_MESSAGES.unauthorized.en,
      data: null,
      requestId: expect.any(String),
    });
  });

  it("answers 401 for an unknown token", async () => {
    expect((await me("not-a-real-token")).statusCode).toBe(401);
  });

  it("accepts the bare token and the Bearer form", async () => {
    const token = await openSession(t.database.db, userId, client);
    for (const header of [token, `Bearer ${token}`]) {
      const res = await me(header);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ email: "ada@example.com" });
    }
  });

  it("stores only the token's hash", async () => {
    const token = await openSession(t.database.db, userId, client);
    const rows = await t.database.db.selectFrom("sessions").select("token_hash").execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it("answers 403 with the spec's message when a newer login replaced the token", async () => {
    const first = await openSession(t.database.db, userId, client);
    const second = await openSession(t.database.db, userId, client);
    const res = await me(first, "cn");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 403,
      msg: SERVER_MESSAGES.loggedInElsewhere.zh,
      data: null,
      requestId: expect.any(String),
    });
    expect((await me(second)).statusCode).toBe(200);
  });

  it("answers 401 for an expired token", async () => {
    const token = await openSession(t.database.db, userId, client, new Date(Date.now() - 30 * 24 * 3_600_000));
    expect((await me(token)).statusCode).toBe(401);
  });
});
