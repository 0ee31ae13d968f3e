import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Static, TSchema } from "typebox";
import type { Endpoint } from "../../../contract/endpoint.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";

type ProfileEndpoint = Endpoint & ({ readonly body: TSchema } | { readonly query: TSchema });
type InputOf<E> = E extends { readonly body: infer B extends TSchema }
  ? Static<B>
  : E extends { readonly query: infer Q extends TSchema }
    ? Static<Q>
    : never;

/** A profile route: the handler takes the call's input (JSON body for POST, query for GET) and answers its data. */
export function profileRoute<E extends ProfileEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: InputOf<E>, request: FastifyRequest) => Promise<Static<E["response"]>>,
): void {
  route(app, endpoint, async (request) => {
    const input = (endpoint.method === "GET" ? request.query : (request.body ?? {})) as InputOf<E>;
    return ok(await handler(input, request));
  });
}
