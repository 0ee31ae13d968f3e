import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { aaaId } from "../companies/index.ts";
import { insertProfileFixture } from "../company-profile/company-profile.fixture.ts";
import type { AnalystInput } from "./analyst.ts";
import { localModelAnalyst, type LlamaBindings } from "./local-model-analyst.ts";

const SUBJECT = aaaId(1001);
const MODEL = "/models/analyst.gguf";

type Prompted = { systemPrompt: string; question: string; functions: string[] };

/**
 * A fake of the node-llama-cpp surface the adapter uses: the "model" calls the financials function
 * the way node-llama-cpp runs one (its handler, awaited, inside `prompt`), then writes its answer in
 * chunks built from what the function returned.
 */
function fakeBindings(seen: { loads: string[]; prompts: Prompted[]; disposed: number }, fail = false): LlamaBindings {
  return {
    getLlama: async () => ({
      loadModel: async ({ modelPath }) => {
        seen.loads.push(modelPath);
        return {
          createContext: async () => ({
            getSequence: () => ({ sequence: true }),
            dispose: async () => void (seen.disposed += 1),
          }),
        };
      },
    }),
    LlamaChatSession: class {
      readonly #systemPrompt: string;
      constructor(options: { contextSequence: unknown; systemPrompt: string }) {
        expect(options.contextSequence).toEqual({ sequence: true });
        this.#systemPrompt = options.systemPrompt;
      }
      async prompt(
        question: string,
        options: Parameters<InstanceType<LlamaBindings["LlamaChatSession"]>["prompt"]>[1],
      ) {
        seen.prompts.push({ systemPrompt: this.#systemPrompt, question, functions: Object.keys(options.functions) });
        if (fail) throw new Error("model crashed");
        const financials = options.functions.company_financials!;
        expect(financials.params).toMatchObject({ required: ["companyId"] });
        const result = (await financials.handler({ companyId: SUBJECT })) as { creditOpinion: { rating: string } };
        options.onTextChunk("Rated ");
        await new Promise((resolve) => setTimeout(resolve, 5));
        options.onTextChunk(`**${result.creditOpinion.rating}** by the records.`);
        return "";
      }
    },
  };
}

describe("a local GGUF model through node-llama-cpp (AI_MODEL_PATH)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertProfileFixture(t.database);
  });
  afterAll(async () => t.close());

  const input = (question: string): AnalystInput => ({
    persona: 1,
    question,
    uid: SUBJECT,
    locale: "en",
    signal: new AbortController().signal,
  });

  it("loads the file once, runs the tools the model calls over the product's services, streams its text and cites", async () => {
    const seen = { loads: [] as string[], prompts: [] as Prompted[], disposed: 0 };
    const analyst = localModelAnalyst(t.database.db, MODEL, async () => fakeBindings(seen));
    for (const question of ["How creditworthy?", "And now?"]) {
      const answer = await analyst(input(question));
      const pieces: string[] = [];
      for await (const piece of answer.pieces) pieces.push(piece);
      expect(pieces).toEqual(["Rated ", "**A** by the records."]);
      expect(answer.citations).toEqual([
        { aaaId: SUBJECT, name: "Subject Holdings Ltd", records: ["financials", "credit"], source: "demo-1" },
      ]);
    }
    expect(seen.loads).toEqual([MODEL]);
    expect(seen.disposed).toBe(2);
    expect(seen.prompts[0]).toMatchObject({ question: "How creditworthy?" });
    expect(seen.prompts[0]?.systemPrompt).toContain(`The company in view has the id ${SUBJECT}`);
    expect(seen.prompts[0]?.functions).toEqual([
      "company_profile",
      "company_financials",
      "sanctions_screening",
      "company_ownership",
      "company_trade",
    ]);
  });

  it("a model that fails ends the answer with the error (the route turns it into the stream's error event)", async () => {
    const seen = { loads: [] as string[], prompts: [] as Prompted[], disposed: 0 };
    const analyst = localModelAnalyst(t.database.db, MODEL, async () => fakeBindings(seen, true));
    const answer = await analyst(input("Why?"));
    const read = async () => {
      for await (const piece of answer.pieces) expect(piece).toBeUndefined();
    };
    await expect(read()).rejects.toThrow("model crashed");
    expect(seen.disposed).toBe(1);
  });

  it("without the node-llama-cpp package installed, says how to install it", async () => {
    const analyst = localModelAnalyst(t.database.db, MODEL);
    await expect(analyst.warmUp()).rejects.toThrow("AI_MODEL_PATH needs the node-llama-cpp package");
  });
});
