import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { assistantEndpoints as endpoints } from "../../../contract/assistant.endpoints.ts";
import { PERMISSION_GATES } from "../../../contract/account-center.ts";
import { PERSONAS, type AnswerEvent } from "../../../contract/assistant.ts";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { ok } from "../../plugins/envelope.ts";
import { noPermission } from "../../plugins/permissions.ts";
import { route } from "../../plugins/route.ts";
import { currentLockType } from "../accounts/index.ts";
import type { Analyst } from "./analyst.ts";
import { followUpQuestions, suggestedQuestions } from "./assistant-questions.ts";
import { issueTicket, redeemTicket } from "./assistant-tickets.service.ts";
import { builtinAnalyst } from "./builtin-analyst.ts";
import { localModelAnalyst } from "./local-model-analyst.ts";
import { openAiAnalyst } from "./openai-analyst.ts";

function openStream(request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  const headers = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  reply.raw.writeHead(200, {
    ...Object.fromEntries(headers),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    "x-accel-buffering": "no",
  });
  const controller = new AbortController();
  request.raw.on("close", () => controller.abort());
  const send = (event: AnswerEvent) => {
    if (!controller.signal.aborted) reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  return { signal: controller.signal, send, end: () => reply.raw.end() };
}

/** The local model, loaded as the server starts: a missing package or a broken file is in the log at once. */
function localModelAnalystWarmed(app: FastifyInstance, db: AppContext["database"]["db"], modelPath: string): Analyst {
  const analyst = localModelAnalyst(db, modelPath);
  analyst.warmUp().then(
    () => app.log.info({ modelPath }, "local AI model loaded"),
    (error: unknown) => app.log.error({ err: error, modelPath }, "local AI model not loaded"),
  );
  return analyst;
}

/** The spec's `/ai/*` calls (docs/decisions/0038-ai-assistant.md). */
export function assistantRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context.database;
  const { config } = context;
  const now = () => context.now?.() ?? new Date();
  const analyst: Analyst = config.aiModelPath
    ? localModelAnalystWarmed(app, db, config.aiModelPath)
    : config.aiBaseUrl
      ? openAiAnalyst(db, { baseUrl: config.aiBaseUrl, apiKey: config.aiApiKey, model: config.aiModel })
      : builtinAnalyst(db, config.aiPieceDelayMs);

  route(app, endpoints.questions, async (request) => ok(suggestedQuestions(request.locale, request.query.type)));
  route(app, endpoints.followUps, async (request) =>
    ok(followUpQuestions(request.locale, request.query.type ?? PERSONAS.creditAnalyst, request.query.question)),
  );
  route(app, endpoints.streamTicket, async (request) =>
    ok(await issueTicket(db, request.user!.id, request.locale, now())),
  );

  route(app, endpoints.question, async (request, reply) => {
    const query = request.query;
    const holder = await redeemTicket(db, query.Authorization, now());
    if (!holder) throw new AppError(401, "unauthorized");
    const allowed: readonly number[] = PERMISSION_GATES.aiAssistant.allow;
    if (!allowed.includes(await currentLockType(db, holder.userId, now()))) throw noPermission();
    const persona = query.type ?? PERSONAS.creditAnalyst;
    const stream = openStream(request, reply);
    try {
      const answer = await analyst({
        persona,
        question: query.question,
        uid: query.uid?.trim() || undefined,
        locale: holder.locale,
        signal: stream.signal,
      });
      for await (const content of answer.pieces) stream.send({ content });
      const followUps = followUpQuestions(holder.locale, persona, query.question);
      stream.send({ content: "", done: true, citations: answer.citations, followUps });
    } catch (error) {
      if (!stream.signal.aborted) {
        request.log.error({ err: error }, "assistant answer failed");
        stream.send({ content: "", error: "failed" });
      }
    } finally {
      stream.end();
    }
    return reply;
  });
}
