import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyPagePath } from "../../../contract/assistant.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { aaaId } from "../companies/index.ts";
import { insertProfileFixture } from "../company-profile/company-profile.fixture.ts";
import { call, testClock } from "../accounts/accounts.test-helpers.ts";
import { answerOf, ask, userWithTier } from "./assistant.test-support.ts";

const SUBJECT = aaaId(1001);
const ALPHA = aaaId(1002);

/** Two imports from a supplier and one export to the subsidiary, for the trade answers. */
const SHIPMENTS = `
INSERT INTO shipments (company_id, id, record_kind, arrival_date, importer_company_id, importer_name, exporter_name,
  hs_code, value_usd, source, is_demo) VALUES
  (1001, 1, 'bill-of-lading', '2025-01-10', 1001, 'Subject Holdings Ltd', 'Supplier Co', '847130', 1000, 'demo-1', true),
  (1001, 2, 'bill-of-lading', '2025-03-12', 1001, 'Subject Holdings Ltd', 'Supplier Co', '847130', 2000, 'demo-1', true);
INSERT INTO shipments (company_id, id, record_kind, arrival_date, importer_company_id, importer_name,
  exporter_company_id, exporter_name, hs_code, value_usd, source, is_demo) VALUES
  (1007, 3, 'bill-of-lading', '2025-02-01', 1007, 'Subsidiary One Inc', 1001, 'Subject Holdings Ltd', '852351', 9000,
   'demo-1', true);`;

describe("the AI assistant: /ai/getQuestions, follow-ups, stream tickets and the built-in analyst", () => {
  let t: TestApp;
  const clock = testClock();
  let gold = "";
  let ordinary = "";
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { aiPieceDelayMs: 0 } });
    await insertProfileFixture(t.database);
    await t.database.runScript(SHIPMENTS);
    gold = (await userWithTier(t, "gold@example.com", 2, clock.now())).token;
    ordinary = (await userWithTier(t, "ordinary@example.com", 0, clock.now())).token;
  });
  afterAll(() => t.close());

  it("gates every call by tier on the server: 401 signed out, 402 for ordinary and silver", async () => {
    const silver = (await userWithTier(t, "silver@example.com", 1, clock.now())).token;
    for (const url of ["/csi/ai/getQuestions", "/csi/ai/getFollowUpQuestions?question=x"]) {
      expect((await call(t, "GET", url)).statusCode).toBe(401);
      expect((await call(t, "GET", url, { token: ordinary })).statusCode).toBe(402);
      expect((await call(t, "GET", url, { token: silver })).statusCode).toBe(402);
      expect((await call(t, "GET", url, { token: gold })).statusCode).toBe(200);
    }
    expect((await call(t, "POST", "/csi/ai/streamTicket", { token: ordinary, payload: {} })).statusCode).toBe(402);
  });

  it("suggests each persona's questions in the user's language", async () => {
    const all = await call(t, "GET", "/csi/ai/getQuestions", { token: gold });
    expect(all.json()).toMatchObject({ code: 200 });
    expect(all.json().data).toEqual([
      "How creditworthy is this company?",
      "Is this company on a sanctions list?",
      "What does this company do, and how big is it?",
      "How does this company take part in foreign trade?",
    ]);
    const legal = await call(t, "GET", "/csi/ai/getQuestions?type=2", { token: gold, language: "ge_DE" });
    expect(legal.json().data).toEqual([
      "Steht dieses Unternehmen auf einer Sanktionsliste?",
      "Wer sind die wirtschaftlich Berechtigten?",
      "Wer leitet das Unternehmen heute?",
    ]);
  });

  it("offers follow-ups without the question just asked", async () => {
    const params = new URLSearchParams({ country: "CN", question: "How creditworthy is this company?", type: "1" });
    const reply = await call(t, "GET", `/csi/ai/getFollowUpQuestions?${params.toString()}`, { token: gold });
    expect(reply.json().data).toEqual([
      "What do its latest financial statements show?",
      "What payment terms would you offer it?",
      "Is this company on a sanctions list?",
    ]);
  });

  it("streams the credit analyst's answer from the company's records, citing them", async () => {
    const { reply, events } = await ask(t, gold, { question: "How creditworthy?", uid: SUBJECT, type: 1 });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toContain("text/event-stream");
    expect(events.length).toBeGreaterThan(2);
    const { text, done } = answerOf(events);
    expect(text).toContain(`### Subject Holdings Ltd (${SUBJECT})`);
    expect(text).toContain("- **Credit rating (2024)**: A");
    expect(text).toContain("- **Probability of default**: 0.8%");
    expect(text).toContain("- **Revenue (2023)**: GBP 5,000,000");
    expect(text).toContain("- **Net margin**: 8%");
    expect(text).toContain("The credit opinion points to a low risk");
    expect(text).toContain(`**Sources**: [Subject Holdings Ltd](${companyPagePath(SUBJECT)}) (${SUBJECT})`);
    expect(done?.citations[0]).toMatchObject({
      aaaId: SUBJECT,
      name: "Subject Holdings Ltd",
      records: ["profile", "ownership", "financials", "credit", "sanctions", "trade"],
    });
    expect(done?.followUps).toHaveLength(3);
  });

  it("gives each persona its own reading: legal (sanctions, owners, officers), business and economic (trade)", async () => {
    const legal = answerOf((await ask(t, gold, { question: "Sanctions?", uid: SUBJECT, type: 2 })).events);
    expect(legal.text).toContain("- **Legal form**: Private limited company");
    expect(legal.text).toContain("Nothing adverse was detected on the 1 sanctions list checked");
    expect(legal.text).toContain(`[Parent Alpha SA](${companyPagePath(ALPHA)}) — 55%`);
    expect(legal.text).toContain("- Grace Chief, Chief Executive Officer");
    expect(legal.done?.citations.map((c) => c.aaaId)).toContain(ALPHA);

    const biz = answerOf((await ask(t, gold, { question: "What does it do?", uid: SUBJECT, type: 3 })).events);
    expect(biz.text).toContain("- **Employees**: 250");
    expect(biz.text).toContain("listed on LSE as SUBJ");
    expect(biz.text).toContain(
      "2 shipment records from 2025-01-10 to 2025-03-12, worth 3,000 USD; main partners: Supplier Co",
    );
    expect(biz.text).toContain("active cross-border business");

    const economic = answerOf((await ask(t, gold, { question: "Trade?", uid: SUBJECT, type: 4 })).events);
    expect(economic.text).toContain("1 shipment record from 2025-02-01 to 2025-02-01, worth 9,000 USD");
    expect(economic.text).toContain("it is a net exporter: it brings foreign currency into United Kingdom");
  });

  it("is deterministic and writes in the language of the ticket", async () => {
    const first = answerOf((await ask(t, gold, { question: "?", uid: SUBJECT, type: 1 }, "fa_FA")).events);
    const second = answerOf((await ask(t, gold, { question: "?", uid: SUBJECT, type: 1 }, "fa_FA")).events);
    expect(first.text).toBe(second.text);
    expect(first.text).toContain("Note de crédit (2024)");
    expect(first.done?.followUps[0]).toBe("Quelle est la solvabilité de cette société ?");
  });

  it("says what it needs when no company is in view, or the one named is unknown", async () => {
    expect(answerOf((await ask(t, gold, { question: "Hello" })).events).text).toContain("Open a company's profile");
    expect(answerOf((await ask(t, gold, { question: "Hello", uid: "ZZZZZZZ" })).events).text).toBe(
      "No company in the records answers to ZZZZZZZ.",
    );
  });

  it("takes a ticket once, and never after its minute; never the session token", async () => {
    const { url } = await ask(t, gold, { question: "Once", uid: SUBJECT });
    expect((await call(t, "GET", url)).statusCode).toBe(401);
    const params = new URLSearchParams({ question: "Token?", Authorization: gold });
    expect((await call(t, "GET", `/csi/ai/question?${params.toString()}`)).statusCode).toBe(401);
    const issued = await call(t, "POST", "/csi/ai/streamTicket", { token: gold, payload: {} });
    const ticket = issued.json<{ data: { ticket: string; expiresInMs: number } }>().data;
    expect(ticket.expiresInMs).toBe(60_000);
    clock.advance(60_001);
    const late = new URLSearchParams({ question: "Late?", Authorization: ticket.ticket });
    expect((await call(t, "GET", `/csi/ai/question?${late.toString()}`)).statusCode).toBe(401);
    const stored = await t.database.db.selectFrom("assistant_tickets").select("ticket_hash").execute();
    expect(stored.every((row) => !Buffer.from(row.ticket_hash).toString().includes(ticket.ticket))).toBe(true);
  });

  it("refuses a ticket whose holder lost the gold tier meanwhile (402)", async () => {
    const user = await userWithTier(t, "expiring@example.com", 2, clock.now());
    const issued = await call(t, "POST", "/csi/ai/streamTicket", { token: user.token, payload: {} });
    const { ticket } = issued.json<{ data: { ticket: string } }>().data;
    await t.database.db.deleteFrom("subscriptions").where("user_id", "=", user.id).execute();
    const params = new URLSearchParams({ question: "Still?", Authorization: ticket });
    expect((await call(t, "GET", `/csi/ai/question?${params.toString()}`)).statusCode).toBe(402);
  });
});
