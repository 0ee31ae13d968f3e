import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { aaaId } from "../companies/index.ts";
import { insertProfileFixture } from "../company-profile/company-profile.fixture.ts";
import { testClock } from "../accounts/accounts.test-helpers.ts";
import { answerOf, ask, userWithTier } from "./assistant.test-support.ts";

const SUBJECT = aaaId(1001);
type Body = { model: string; stream: boolean; messages: { role: string; content: string | null }[]; tools: unknown[] };

async function bodyOf(request: IncomingMessage): Promise<Body> {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text) as Body;
}

const sse = (chunks: object[]) => chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join("") + "data: [DONE]\n\n";

/**
 * A fake OpenAI-compatible server that streams: the first round asks for the financials tool (its
 * arguments split over two chunks, as real providers do), the second streams the answer in pieces
 * built from what the tool returned.
 */
function fakeProvider(seen: Body[], headers: IncomingMessage["headers"][]) {
  return createServer((request, response) => {
    headers.push(request.headers);
    void bodyOf(request).then((body) => {
      seen.push(body);
      response.writeHead(200, { "content-type": "text/event-stream" });
      const tool = body.messages.find((m) => m.role === "tool");
      if (!tool) {
        const call = { index: 0, id: "call_1", function: { name: "company_financials", arguments: '{"company' } };
        response.end(
          sse([
            { choices: [{ delta: { tool_calls: [call] } }] },
            { choices: [{ delta: { tool_calls: [{ index: 0, function: { arguments: `Id":"${SUBJECT}"}` } }] } }] },
            { choices: [{ delta: {}, finish_reason: "tool_calls" }] },
          ]),
        );
        return;
      }
      const rating = (JSON.parse(tool.content ?? "{}") as { creditOpinion: { rating: string } }).creditOpinion.rating;
      response.write(sse([{ choices: [{ delta: { content: "Rated " } }] }]).replace("data: [DONE]\n\n", ""));
      response.end(
        sse([{ choices: [{ delta: { content: `**${rating}** by the records.` }, finish_reason: "stop" }] }]),
      );
    });
  });
}

describe("the OpenAI-compatible provider: tool calls over the product's services, streamed", () => {
  let t: TestApp;
  let server: Server;
  const seen: Body[] = [];
  const headers: IncomingMessage["headers"][] = [];
  const clock = testClock();
  let gold = "";
  beforeAll(async () => {
    server = fakeProvider(seen, headers);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      now: clock.now,
      config: { aiBaseUrl: `http://127.0.0.1:${port}/v1`, aiApiKey: "sk-test", aiModel: "fake-model" },
    });
    await insertProfileFixture(t.database);
    gold = (await userWithTier(t, "gold@example.com", 2, clock.now())).token;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("runs the tool the model asks for, streams the model's answer and cites the company read", async () => {
    const { reply, events } = await ask(t, gold, { question: "How creditworthy?", uid: SUBJECT, type: 1 });
    expect(reply.statusCode).toBe(200);
    const { text, done } = answerOf(events);
    expect(events.slice(0, 2).map((e) => e.content)).toEqual(["Rated ", "**A** by the records."]);
    expect(text).toBe("Rated **A** by the records.");
    expect(done?.citations).toEqual([
      { aaaId: SUBJECT, name: "Subject Holdings Ltd", records: ["financials", "credit"], source: "demo-1" },
    ]);
    expect(done?.followUps).toHaveLength(3);

    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({ model: "fake-model", stream: true });
    expect(seen[0]?.tools).toHaveLength(5);
    expect(seen[0]?.messages[0]?.content).toContain(`The company in view has the id ${SUBJECT}`);
    expect(seen[0]?.messages[1]).toEqual({ role: "user", content: "How creditworthy?" });
    expect(headers[0]?.authorization).toBe("Bearer sk-test");
  });

  it("ends the stream with an error event when the provider fails", async () => {
    server.removeAllListeners("request");
    server.on("request", (_request, response) => response.writeHead(500).end());
    const { events } = await ask(t, gold, { question: "Again?", uid: SUBJECT, type: 1 });
    expect(events).toEqual([{ content: "", error: "failed" }]);
  });
});
