import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { Citation } from "../../../contract/assistant.ts";
import type { Analyst } from "./analyst.ts";
import { systemPrompt } from "./openai-analyst.ts";
import { TOOL_SPECS, runTool } from "./openai-tools.ts";

type SessionFunction = { description: string; params: object; handler: (params: unknown) => Promise<unknown> };
type ChatSession = {
  prompt(
    text: string,
    options: {
      functions: Record<string, SessionFunction>;
      onTextChunk: (text: string) => void;
      signal: AbortSignal;
    },
  ): Promise<string>;
};
type Context = { getSequence(): unknown; dispose(): Promise<void> };

/**
 * The part of `node-llama-cpp` (version 3) a local model needs: the operator installs that package
 * (`npm install node-llama-cpp`, native, with its own llama.cpp build) beside the product; the
 * product does not depend on it and downloads nothing.
 */
export type LlamaBindings = {
  getLlama(): Promise<{
    loadModel(options: { modelPath: string }): Promise<{ createContext(): Promise<Context> }>;
  }>;
  LlamaChatSession: new (options: { contextSequence: unknown; systemPrompt: string }) => ChatSession;
};

/** Loads `node-llama-cpp` when the operator installed it; says what to do when not. */
export async function importNodeLlamaCpp(): Promise<LlamaBindings> {
  const name = "node-llama-cpp";
  try {
    return (await import(/* @vite-ignore */ name)) as LlamaBindings;
  } catch (error) {
    throw new Error(`AI_MODEL_PATH needs the ${name} package: run \`npm install ${name}\` in the product's folder`, {
      cause: error,
    });
  }
}

/**
 * A local GGUF model file (AI_MODEL_PATH) through node-llama-cpp: loaded once, at the first question
 * (or by `warmUp`); each question gets its own context, the same instructions and tools as the
 * OpenAI-compatible provider (`systemPrompt`, `TOOL_SPECS` over the product's services), and its text
 * streams as the model writes it. The citations are the companies the tools read.
 */
export function localModelAnalyst(
  db: Kysely<DB>,
  modelPath: string,
  load: () => Promise<LlamaBindings> = importNodeLlamaCpp,
): Analyst & { warmUp: () => Promise<void> } {
  let model: Promise<{ bindings: LlamaBindings; createContext: () => Promise<Context> }> | undefined;
  const loaded = () =>
    (model ??= (async () => {
      const bindings = await load();
      const llama = await bindings.getLlama();
      const file = await llama.loadModel({ modelPath });
      return { bindings, createContext: () => file.createContext() };
    })());

  const analyst: Analyst = async (input) => {
    const citations: Citation[] = [];
    const { bindings, createContext } = await loaded();
    async function* pieces(): AsyncGenerator<string> {
      const context = await createContext();
      const queue: string[] = [];
      let wake: (() => void) | undefined;
      let finished = false;
      let failure: Error | undefined;
      const functions = Object.fromEntries(
        TOOL_SPECS.map(({ function: spec }) => [
          spec.name,
          {
            description: spec.description,
            params: spec.parameters,
            handler: (params: unknown) => runTool(db, spec.name, JSON.stringify(params ?? {}), input.locale, citations),
          },
        ]),
      );
      const session = new bindings.LlamaChatSession({
        contextSequence: context.getSequence(),
        systemPrompt: systemPrompt(input),
      });
      const done = session
        .prompt(input.question, {
          functions,
          signal: input.signal,
          onTextChunk: (text) => {
            queue.push(text);
            wake?.();
          },
        })
        .catch((error: unknown) => {
          failure = error instanceof Error ? error : new Error(String(error));
        })
        .finally(() => {
          finished = true;
          wake?.();
        });
      try {
        while (!finished || queue.length > 0) {
          const next = queue.shift();
          if (next !== undefined) yield next;
          else await new Promise<void>((resolve) => (wake = resolve));
        }
        await done;
        if (failure) throw failure;
      } finally {
        await context.dispose();
      }
    }
    return { pieces: pieces(), citations };
  };
  return Object.assign(analyst, { warmUp: async () => void (await loaded()) });
}
