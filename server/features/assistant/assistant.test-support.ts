import type { AnswerEvent } from "../../../contract/assistant.ts";
import type { TestApp } from "../../test/test-app.ts";
import { grantSubscription } from "../accounts/index.ts";
import { call, signedInUser } from "../accounts/accounts.test-helpers.ts";

const DAY = 86_400_000;

/** A signed-in user holding `lockType` (0 = ordinary, no subscription) for a month around `now`. */
export async function userWithTier(t: TestApp, email: string, lockType: 0 | 1 | 2 | 3, now: Date) {
  const user = await signedInUser(t, email);
  if (lockType !== 0)
    await grantSubscription(t.database.db, {
      userId: user.id,
      lockType,
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + 30 * DAY),
      source: "test",
    });
  return user;
}

/** The events of a server-sent-event body, each `data:` line's JSON. */
export function events(body: string): AnswerEvent[] {
  return body
    .split("\n\n")
    .map((block) => block.split("\n").find((line) => line.startsWith("data: ")))
    .filter((line): line is string => line !== undefined)
    .map((line) => JSON.parse(line.slice(6)) as AnswerEvent);
}

/** Asks a question the way the panel does: a ticket by POST, then the stream with it. */
export async function ask(
  t: TestApp,
  token: string,
  query: { question: string; uid?: string; type?: number },
  language = "en_US",
) {
  const ticket = await call(t, "POST", "/csi/ai/streamTicket", { token, language, payload: {} });
  const { ticket: value } = ticket.json<{ data: { ticket: string } }>().data;
  const params = new URLSearchParams({
    country: "CN",
    question: query.question,
    Authorization: value,
    chatId: "c1",
    ...(query.uid ? { uid: query.uid } : {}),
    ...(query.type ? { type: String(query.type) } : {}),
  });
  const reply = await call(t, "GET", `/csi/ai/question?${params.toString()}`);
  return { reply, ticket: value, events: events(reply.body), url: `/csi/ai/question?${params.toString()}` };
}

/** The text an answer streamed, and its closing event. */
export function answerOf(list: AnswerEvent[]) {
  const text = list.map((event) => event.content).join("");
  const done = list.find((event): event is Extract<AnswerEvent, { done: true }> => "done" in event);
  return { text, done };
}
