import { Type, type Static } from "typebox";

/**
 * The AI research assistant (spec §2 "AI chat panel", §3 "Chat message", §7 "AI assistant");
 * docs/decisions/0038-ai-assistant.md.
 */

/** AI persona type (spec §3): 1 Credit Analyst, 2 Legal Advisor, 3 Biz Consultant, 4 Economic Analyst. */
export const PERSONAS = { creditAnalyst: 1, legalAdvisor: 2, bizConsultant: 3, economicAnalyst: 4 } as const;
export type PersonaName = keyof typeof PERSONAS;
export type PersonaType = (typeof PERSONAS)[PersonaName];
export const PERSONA_TYPES = [1, 2, 3, 4] as const satisfies readonly PersonaType[];
export const PersonaTypeSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], {
  description: "1 Credit Analyst, 2 Legal Advisor, 3 Biz Consultant, 4 Economic Analyst",
});

/** Bounds of the inputs. */
export const QUESTION_MAX = 2000;
/** A stream ticket is good for one `/ai/question` call within this time. */
export const STREAM_TICKET_TTL_MS = 60_000;

/** The spec's country parameter, fixed to CN by the spec's client; accepted and not used. */
const Country = Type.Optional(Type.String({ maxLength: 8, description: "fixed to CN by the spec; not used" }));
const ChatId = Type.Optional(
  Type.String({ maxLength: 64, pattern: "^[A-Za-z0-9_-]*$", description: "the conversation's id (the client's)" }),
);
const Uid = Type.Optional(
  Type.String({ maxLength: 32, description: "the company in view (aaaId or id), the subject of the question" }),
);
const Name = Type.Optional(Type.String({ maxLength: 300, description: "that company's name, as the client shows it" }));
const Question = Type.String({ minLength: 1, maxLength: QUESTION_MAX });

export const GetQuestionsQuery = Type.Object({ type: Type.Optional(PersonaTypeSchema) });

/** The spec's follow-up questions call: country, question, chatId, uid, name and type. */
export const FollowUpQuery = Type.Object({
  country: Country,
  question: Question,
  chatId: ChatId,
  uid: Uid,
  name: Name,
  type: Type.Optional(PersonaTypeSchema),
});
export type FollowUpQuery = Static<typeof FollowUpQuery>;

export const QuestionList = Type.Array(Type.String(), { description: "questions to offer, in the user's language" });

export const StreamTicket = Type.Object({
  ticket: Type.String({ description: "single use; the `Authorization` query parameter of /ai/question" }),
  expiresInMs: Type.Integer(),
});
export type StreamTicket = Static<typeof StreamTicket>;

/**
 * The spec's `/ai/question` (server-sent events): country, question, Authorization, chatId, uid and
 * name; `Authorization` carries a stream ticket from `/ai/streamTicket`, never the session token.
 * `type` (the persona) is this product's addition; 1 when absent.
 */
export const QuestionQuery = Type.Object({
  country: Country,
  question: Question,
  Authorization: Type.String({ minLength: 1, maxLength: 200, description: "a stream ticket" }),
  chatId: ChatId,
  uid: Uid,
  name: Name,
  type: Type.Optional(PersonaTypeSchema),
});
export type QuestionQuery = Static<typeof QuestionQuery>;

/** A record the answer used: a company page to link to and what was read there. */
export const Citation = Type.Object({
  aaaId: Type.String(),
  name: Type.String(),
  records: Type.Array(
    Type.Union([
      Type.Literal("profile"),
      Type.Literal("ownership"),
      Type.Literal("financials"),
      Type.Literal("credit"),
      Type.Literal("sanctions"),
      Type.Literal("trade"),
    ]),
  ),
  source: Type.String(),
});
export type Citation = Static<typeof Citation>;

/**
 * One server-sent event's JSON: `content` is appended to the reply (spec §7); the last event has
 * `done: true` with the records cited and the follow-up questions.
 */
export type AnswerEvent =
  | { content: string }
  | { content: ""; done: true; citations: Citation[]; followUps: string[] }
  | { content: ""; error: "unauthorized" | "noPermission" | "failed" };

/** The company page an answer links to. */
export function companyPagePath(aaaId: string): string {
  return `/index/company/detals/${encodeURIComponent(aaaId)}/background/snapshot`;
}
