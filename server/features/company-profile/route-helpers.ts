import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Static, TSchema } from "typebox";
import { Envelope, ErrorEnvelope } from "../../../contract/envelope.ts";
import { ok } from "../../plugins/envelope.ts";

export const TAGS = ["company profile"];

type Handler<B extends TSchema, D extends TSchema> = (input: Static<B>, request: FastifyRequest) => Promise<Static<D>>;

/** A route with its input schema (JSON body for POST, query for GET) and its data schema in the envelope. */
export function route<B extends TSchema, D extends TSchema>(
  app: FastifyInstance,
  method: "GET" | "POST",
  url: string,
  options: { summary: string; input: B; data: D; signedIn?: boolean },
  handler: Handler<B, D>,
): void {
  app.route({
    method,
    url,
    ...(options.signedIn ? { preHandler: app.requireUser } : {}),
    schema: {
      tags: TAGS,
      summary: options.summary,
      ...(method === "GET" ? { querystring: options.input } : { body: options.input }),
      ...(options.signedIn ? { security: [{ token: [] }] } : {}),
      response: {
        200: Envelope(options.data),
        400: ErrorEnvelope,
        ...(options.signedIn ? { 401: ErrorEnvelope, 403: ErrorEnvelope } : {}),
        404: ErrorEnvelope,
      },
    },
    handler: async (request) => {
      const input = (method === "GET" ? request.query : (request.body ?? {})) as Static<B>;
      return ok(await handler(input, request));
    },
  });
}

/** `post` and `get` bound to the app, keeping each route's input and data types. */
export function routesOf(app: FastifyInstance) {
  return {
    post: <B extends TSchema, D extends TSchema>(
      url: string,
      options: { summary: string; input: B; data: D; signedIn?: boolean },
      handler: Handler<B, D>,
    ) => route(app, "POST", url, options, handler),
    get: <B extends TSchema, D extends TSchema>(
      url: string,
      options: { summary: string; input: B; data: D },
      handler: Handler<B, D>,
    ) => route(app, "GET", url, options, handler),
  };
}
