import { randomUUID } from "node:crypto";
import type { TestApp } from "../../test/test-app.ts";
import { openSession } from "../accounts/index.ts";
import { postCredits } from "./ledger.service.ts";

/** A registered user with an open session and `credits` on the ledger, straight in the database. */
export async function payingUser(t: TestApp, credits = 0): Promise<{ id: string; token: string; email: string }> {
  const suffix = randomUUID().slice(0, 8);
  const email = `payer${suffix}@example.com`;
  const row = await t.database.db
    .insertInto("app_users")
    .values({ user_code: `M${suffix}`, email, first_name: "Pay", last_name: "Er" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = String(row.id);
  if (credits > 0) await postCredits(t.database.db, { userId: id, delta: credits, reason: "grant" }, new Date());
  const token = await openSession(t.database.db, id, { usaged: 2, ip: "127.0.0.1", userAgent: "test" });
  return { id, token, email };
}

/** One POST (or GET without a body) to the API with the user's token, answered with status and envelope. */
export async function call(t: TestApp, path: string, token: string | null, body?: object, language = "en_US") {
  const response = await t.app.inject({
    method: body === undefined ? "GET" : "POST",
    url: `/csi${path}`,
    headers: { language, ...(token ? { authorization: token } : {}) },
    ...(body === undefined ? {} : { payload: body }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are read field by field
  return { status: response.statusCode, json: response.json<{ code: number; msg: string; data: any }>() };
}

/** The user's ledger: its sum, its entries and the maintained balance. */
export async function ledgerOf(t: TestApp, userId: string) {
  const entries = await t.database.db
    .selectFrom("credit_ledger")
    .select(["delta", "reason", "reference", "idempotency_key"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  const balance = await t.database.db
    .selectFrom("credit_balances")
    .select("balance")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return { entries, sum: entries.reduce((total, e) => total + e.delta, 0), balance: balance?.balance ?? 0 };
}

/**
 * A group account (docs/decisions/0055): an administrator (userType 3) holding `credits`, owner of
 * an organisation, and `members` members (userType 2) of it, each with a session.
 */
export async function creditGroup(t: TestApp, credits: number, members: number) {
  const admin = await payingUser(t, credits);
  const org = await t.database.db
    .insertInto("organizations")
    .values({ name: `Group ${admin.id}`, owner_user_id: admin.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.database.db
    .updateTable("app_users")
    .set({ organization_id: org.id, user_type: 3 })
    .where("id", "=", admin.id)
    .execute();
  const team = [];
  for (let i = 0; i < members; i++) {
    const member = await payingUser(t);
    await t.database.db
      .updateTable("app_users")
      .set({ organization_id: org.id, user_type: 2 })
      .where("id", "=", member.id)
      .execute();
    team.push(member);
  }
  return { admin, orgId: String(org.id), members: team };
}

/** A form-encoded POST (the `/org/*` changes), answered with status and envelope. */
export async function postForm(t: TestApp, path: string, token: string | null, fields: Record<string, string>) {
  const response = await t.app.inject({
    method: "POST",
    url: `/csi${path}`,
    headers: {
      language: "en_US",
      "content-type": "application/x-www-form-urlencoded",
      ...(token ? { authorization: token } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are read field by field
  return { status: response.statusCode, json: response.json<{ code: number; msg: string; data: any }>() };
}
