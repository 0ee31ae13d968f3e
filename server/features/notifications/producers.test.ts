import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CARDS } from "../../../contract/payments.ts";
import { tokeniseSandboxCard } from "../../../contract/sandbox-card.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { TIER_EXPIRY_NOTICE_DAYS } from "../accounts/tier-expiry.service.ts";
import { call as moneyCall, payingUser } from "../money/money.test-support.ts";
import {
  call as orgCall,
  freshEmail,
  invitationToken,
  postForm,
  signedInAdmin,
  signedInUser,
} from "../organisation/org.test-support.ts";
import { call } from "./notifications.test-support.ts";

// The product's own events that tell a user something (issue 16): each is one `notify` in its feature.
let t: TestApp;
const clock = new Date("2026-03-01T10:00:00Z");
const DAY_MS = 86_400_000;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => t.close());

async function titles(token: string, language = "en_US"): Promise<string[]> {
  const page = await call(t, "/notification/getNotificationList", token, { query: { pageSize: 100 }, language });
  expect(page.status).toBe(200);
  return (page.json.data.list as { title: string }[]).map((item) => item.title);
}

async function pay(token: string, productCode: string, number: string, idempotencyKey: string) {
  const key = await moneyCall(t, "/pay/getPublicClientKey", token, {});
  const made = tokeniseSandboxCard(key.json.data.publicKey as string, { number, expiry: "12/30", cvc: "123" }, clock);
  if (!("token" in made)) throw new Error(`card refused: ${made.problem}`);
  return moneyCall(t, "/pay/cardAuthorize", token, { productCode, paymentToken: made.token, idempotencyKey });
}

describe("notifications the product produces", () => {
  it("a payment: succeeded, declined, refused at the challenge; nothing while challenged or when given up", async () => {
    const user = await payingUser(t);
    const paid = await pay(user.token, "credits-10", SANDBOX_CARDS.succeeds, "notify-paid");
    const declined = await pay(user.token, "credits-10", SANDBOX_CARDS.declined, "notify-declined");
    expect(declined.json.code).toBe(-1);
    const challenged = await pay(user.token, "credits-10", SANDBOX_CARDS.challenge, "notify-challenged");
    const challengedNo = challenged.json.data.orderNo as string;
    expect(await titles(user.token)).toEqual([
      expect.stringMatching(/^Payment P\w+ failed$/),
      `Payment ${paid.json.data.orderNo} succeeded`,
    ]);
    await moneyCall(t, "/pay/saveUserRecharges", user.token, { orderNo: challengedNo, approved: false });
    const abandoned = await pay(user.token, "credits-10", SANDBOX_CARDS.challenge, "notify-abandoned");
    await moneyCall(t, "/pay/failedPay", user.token, { orderNo: abandoned.json.data.orderNo });
    const list = await titles(user.token);
    expect(list).toHaveLength(3);
    expect(list[0]).toBe(`Payment ${challengedNo} failed`);
    expect((await titles(user.token, "it_IT"))[0]).toBe(`Il pagamento ${challengedNo} non è andato a buon fine`);
  });

  it("an invitation to an organisation, for someone who has an account (the others only get the e-mail)", async () => {
    const admin = await signedInAdmin(t, "Initech");
    const email = freshEmail("invitee");
    const invitee = await signedInUser(t, email);
    const invited = await postForm(t, "/csi/org/inviteUser", admin.token, { email });
    expect(invited.json()).toMatchObject({ code: 200 });
    const [title] = await titles(invitee.token);
    expect(title).toMatch(/ invited you to join Initech: the link is in your e-mail$/);
    expect((await titles(invitee.token, "de_DE"))[0]).toMatch(/ hat Sie eingeladen, Initech beizutreten/);

    const stranger = freshEmail("no-account");
    expect((await postForm(t, "/csi/org/inviteUser", admin.token, { email: stranger })).json().code).toBe(200);
    const rows = await t.database.db
      .selectFrom("notifications")
      .select("user_id")
      .where("kind", "=", "organizationInvitation")
      .execute();
    expect(rows.map((row) => String(row.user_id))).toEqual([invitee.id]);

    // Accepted: the administrator who invited hears who joined.
    const token = await invitationToken(t, email);
    const accepted = await orgCall(t, "POST", "/csi/org/acceptInvitation", {
      token: invitee.token,
      payload: { token },
    });
    expect(accepted.json().code).toBe(200);
    expect((await titles(admin.token))[0]).toBe(`${email} accepted your invitation and joined Initech`);
    expect((await titles(admin.token, "ja_JP"))[0]).toBe(`${email} さんが招待を承認し、Initech に参加しました`);
    expect(await titles(invitee.token)).toHaveLength(1);

    // The administrator disables the member's account: the member hears it; saving it unchanged tells nothing.
    const change = { userId: invitee.id, accountStatus: 0 };
    expect((await postForm(t, "/csi/org/userDistributeGroupRole", admin.token, change)).json().code).toBe(200);
    expect((await postForm(t, "/csi/org/userDistributeGroupRole", admin.token, change)).json().code).toBe(200);
    expect(await titles(invitee.token)).toEqual([
      "The administrator of Initech changed your group, role or account status",
      expect.stringMatching(/ invited you to join Initech/),
    ]);
    const self = { userId: admin.id, accountStatus: 1 };
    expect((await postForm(t, "/csi/org/userDistributeGroupRole", admin.token, self)).json().code).toBe(200);
    expect(await titles(admin.token)).toHaveLength(1);
  });

  it(`a tier ending within ${TIER_EXPIRY_NOTICE_DAYS} days: told once by the job; a renewal's new end is told again`, async () => {
    const user = await payingUser(t);
    expect((await pay(user.token, "gold-year", SANDBOX_CARDS.succeeds, "notify-gold")).json.code).toBe(200);
    const ends = clock.getTime() + 365 * DAY_MS;
    const tick = async () => (await t.jobs.tick()).handled.tierExpiryNotices;

    t.jobs.advance(ends - clock.getTime() - (TIER_EXPIRY_NOTICE_DAYS + 1) * DAY_MS);
    expect(await tick()).toBe(0);
    t.jobs.advance(2 * DAY_MS);
    expect(await tick()).toBe(1);
    expect(await tick()).toBe(0);
    expect((await titles(user.token))[0]).toBe("Your membership ends on 2027-03-01");
    expect((await titles(user.token, "fr_FR"))[0]).toBe("Votre abonnement prend fin le 2027-03-01");

    // Renewed (on the request clock) for a second year: that end is a new notice when it nears, once.
    expect((await pay(user.token, "gold-year", SANDBOX_CARDS.succeeds, "notify-gold-2")).json.code).toBe(200);
    expect(await tick()).toBe(0);
    t.jobs.advance(365 * DAY_MS);
    expect(await tick()).toBe(1);
    expect((await titles(user.token))[0]).toBe("Your membership ends on 2028-02-29");
    t.jobs.advance(10 * DAY_MS);
    expect(await tick()).toBe(0);
  });
});
