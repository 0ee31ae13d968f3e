import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { PERSONAS, companyPagePath, type Citation, type PersonaType } from "../../../contract/assistant.ts";
import type { Analyst, AnalystInput } from "./analyst.ts";
import { TOOL_SPECS, runTool } from "./openai-tools.ts";

export type ProviderConfig = { baseUrl: string; apiKey: string | undefined; model: string };

type ToolCall = { id: string; type: "function"; function: { name: string; arguments: string } };
type Message =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };
type Delta = {
  content?: string | null;
  tool_calls?: { index: number; id?: string; function?: { name?: string; arguments?: string } }[];
};
type Chunk = { choices?: { delta?: Delta; finish_reason?: string | null }[] };

const MAX_ROUNDS = 4;
const ROLE: Record<PersonaType, string> = {
  [PERSONAS.creditAnalyst]: "a credit analyst judging the company's ability to pay",
  [PERSONAS.legalAdvisor]: "a legal advisor on legal standing, ownership and sanctions",
  [PERSONAS.bizConsultant]: "a business consultant on industry, size and trade partners",
  [PERSONAS.economicAnalyst]: "an economic analyst on trade flows and the country's economy",
};
const LANGUAGE: Record<string, string> = {
  en: "English",
  zh: "Chinese",
  ja: "Japanese",
  de: "German",
  fr: "French",
  es: "Spanish",
  it: "Italian",
  nl: "Dutch",
  pt: "Portuguese",
};

/** The instructions every model gets (the OpenAI-compatible provider and a local model file alike). */
export function systemPrompt({ persona, uid, locale }: AnalystInput): string {
  const subject = uid ? `The company in view has the id ${uid}.` : "No company is in view.";
  return [
    `You are ${ROLE[persona]} in a business-information product.`,
    "Answer only from what the tools return; say so when they return nothing. Use Markdown.",
    `Link every company you use as [name](${companyPagePath("AAAID")}) with its aaaId.`,
    subject,
    `Write in ${LANGUAGE[locale] ?? "English"}.`,
  ].join(" ");
}

/** The chunks of an OpenAI-style streamed reply (server-sent events, `data: {...}` lines, `[DONE]`). */
async function* chunks(body: ReadableStream<Uint8Array>): AsyncGenerator<Chunk> {
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const bytes of body) {
    buffer += decoder.decode(bytes, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 1);
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "[DONE]") return;
      yield JSON.parse(data) as Chunk;
    }
  }
}

async function complete(config: ProviderConfig, messages: Message[], signal: AbortSignal) {
  const response = await fetch(`${config.baseUrl}/chat/completions`, {
    method: "POST",
    signal,
    headers: {
      "content-type": "application/json",
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, stream: true, messages, tools: TOOL_SPECS, temperature: 0 }),
  });
  if (!response.ok || !response.body) throw new Error(`AI provider answered ${response.status}`);
  return response.body;
}

/**
 * An OpenAI-compatible provider (AI_BASE_URL, AI_API_KEY, AI_MODEL): the model calls the tools over
 * the product's services, then its answer streams as it is written. The citations are the companies
 * the tools read, filled in as the rounds run (read them once the pieces are exhausted).
 */
export function openAiAnalyst(db: Kysely<DB>, config: ProviderConfig): Analyst {
  return async (input) => {
    const citations: Citation[] = [];
    async function* pieces(): AsyncGenerator<string> {
      const messages: Message[] = [
        { role: "system", content: systemPrompt(input) },
        { role: "user", content: input.question },
      ];
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const calls: ToolCall[] = [];
        for await (const chunk of chunks(await complete(config, messages, input.signal))) {
          const delta = chunk.choices?.[0]?.delta;
          if (delta?.content) yield delta.content;
          for (const part of delta?.tool_calls ?? []) {
            const call = (calls[part.index] ??= { id: "", type: "function", function: { name: "", arguments: "" } });
            if (part.id) call.id = part.id;
            call.function.name += part.function?.name ?? "";
            call.function.arguments += part.function?.arguments ?? "";
          }
        }
        if (calls.length === 0) return;
        messages.push({ role: "assistant", content: null, tool_calls: calls });
        for (const call of calls) {
          const result = await runTool(db, call.function.name, call.function.arguments, input.locale, citations);
          messages.push({ role: "tool", tool_call_id: call.id, content: JSON.stringify(result) });
        }
      }
    }
    return { pieces: pieces(), citations };
  };
}
