import type { Citation, PersonaType } from "../../../contract/assistant.ts";
import type { Locale } from "../../../contract/locales.ts";

export type AnalystInput = {
  persona: PersonaType;
  question: string;
  /** The company in view (aaaId or id), when the panel was opened over one. */
  uid: string | undefined;
  locale: Locale;
  signal: AbortSignal;
};

/**
 * What answers a question: its text in pieces, streamed as they come, and the records it cited.
 * `pieces` may be an array (the built-in analyst composes at once) or an async stream (a model).
 */
export type AnalystAnswer = { pieces: Iterable<string> | AsyncIterable<string>; citations: Citation[] };
export type Analyst = (input: AnalystInput) => Promise<AnalystAnswer>;
