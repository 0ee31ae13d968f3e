import { Type } from "typebox";
import { defineEndpoints } from "./endpoint.ts";
import { FollowUpQuery, GetQuestionsQuery, QuestionList, QuestionQuery, StreamTicket } from "./assistant.ts";

const gold = { auth: "required", permission: "aiAssistant" } as const;

/** The spec's `/ai/*` calls (docs/decisions/0038-ai-assistant.md); gated like the assistant button (spec §6). */
export const assistantEndpoints = defineEndpoints("assistant", {
  questions: {
    ...gold,
    method: "GET",
    path: "/ai/getQuestions",
    summary: "Suggested questions for a persona (all four personas' when none is named)",
    query: GetQuestionsQuery,
    response: QuestionList,
  },
  followUps: {
    ...gold,
    method: "GET",
    path: "/ai/getFollowUpQuestions",
    summary: "Follow-up questions for the question just asked, about the company in view",
    query: FollowUpQuery,
    response: QuestionList,
  },
  streamTicket: {
    ...gold,
    method: "POST",
    path: "/ai/streamTicket",
    summary: "A short-lived, single-use ticket for one /ai/question stream (never the session token)",
    body: Type.Object({}),
    response: StreamTicket,
  },
  question: {
    method: "GET",
    path: "/ai/question",
    summary:
      "The answer as server-sent events: each event's JSON `content` is appended to the reply; the last has `done`, the records cited and follow-up questions",
    description:
      "`Authorization` is a ticket from POST /ai/streamTicket (single use, 60 s). A spent, expired or unknown ticket answers 401; a user whose tier no longer allows the assistant 402.",
    query: QuestionQuery,
    response: Type.String({ description: "text/event-stream" }),
    reply: "file",
    produces: ["text/event-stream"],
    auth: "none",
    errors: [401, 402],
  },
});
