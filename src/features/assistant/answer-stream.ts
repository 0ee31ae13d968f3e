import { API_BASE } from "../../../contract/constants.ts";
import { assistantEndpoints } from "../../../contract/assistant.endpoints.ts";
import type { AnswerEvent, Citation, PersonaType } from "../../../contract/assistant.ts";
import { call } from "../../lib/api-client.ts";

export type AnswerRequest = {
  question: string;
  persona: PersonaType;
  chatId: string;
  /** The company in view (aaaId), the subject of the question. */
  companyId: string | null;
};

export type AnswerHandlers = {
  onContent: (content: string) => void;
  onDone: (citations: Citation[]) => void;
  /** The stream failed or was refused: loading ends quietly (spec §8). */
  onError: () => void;
};

/**
 * Asks the question: a stream ticket by an authenticated POST, then the spec's server-sent-event
 * GET `/ai/question` carrying the ticket (never the session token). Answers a function that closes it.
 */
export function openAnswerStream(request: AnswerRequest, handlers: AnswerHandlers): () => void {
  let source: EventSource | null = null;
  let closed = false;
  const close = () => {
    closed = true;
    source?.close();
  };
  const fail = () => {
    if (closed) return;
    close();
    handlers.onError();
  };
  call(assistantEndpoints.streamTicket, {}, { silent: true, quiet: true })
    .then(({ ticket }) => {
      if (closed) return;
      const query = new URLSearchParams({
        country: "CN",
        question: request.question,
        Authorization: ticket,
        chatId: request.chatId,
        type: String(request.persona),
        ...(request.companyId ? { uid: request.companyId } : {}),
      });
      source = new EventSource(`${API_BASE}${assistantEndpoints.question.path}?${query.toString()}`);
      source.onmessage = (message: MessageEvent<string>) => {
        const event = JSON.parse(message.data) as AnswerEvent;
        if ("error" in event) return fail();
        if (event.content) handlers.onContent(event.content);
        if ("done" in event) {
          close();
          handlers.onDone(event.citations);
        }
      };
      source.onerror = fail;
    })
    .catch(fail);
  return close;
}
