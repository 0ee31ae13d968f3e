import type { TestApp } from "../../test/test-app.ts";
import { call, signedInUser } from "../accounts/accounts.test-helpers.ts";

export { call, signedInUser };

let next = 1;
/** A fresh e-mail address per test user. */
export function freshEmail(label: string): string {
  next += 1;
  return `${label}-${next}-${Date.now()}@example.com`;
}

/** A signed-in group administrator (userType 3) with an organisation of that name. */
export async function signedInAdmin(t: TestApp, organization = "Acme") {
  const user = await signedInUser(t, freshEmail("admin"));
  const org = await t.database.db
    .insertInto("organizations")
    .values({ name: organization, owner_user_id: user.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.database.db
    .updateTable("app_users")
    .set({ organization_id: org.id, user_type: 3 })
    .where("id", "=", user.id)
    .execute();
  return { ...user, orgId: String(org.id) };
}

/** A form-encoded post, as the spec's client sends `/org/*` changes. */
export function postForm(t: TestApp, url: string, token: string, fields: Record<string, string | number>) {
  const body = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  return call(t, "POST", url, {
    token,
    payload: body.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

/** The invitation link's token from the newest mail to the address. */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const mail = await t.database.db
    .selectFrom("mail_outbox")
    .select("body_text")
    .where("to_address", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const match = /joinOrganization\?token=([\w-]+)/.exec(mail.body_text);
  if (!match?.[1]) throw new Error(`no invitation link in: ${mail.body_text}`);
  return match[1];
}
