import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import type { Static, TSchema } from "typebox";
import type { Endpoint } from "../../contract/endpoint.ts";
import { Envelope, ErrorEnvelope } from "../../contract/envelope.ts";
import { permissionCovering } from "../../contract/org-permissions.ts";

type Part<E, K extends string> = E extends { readonly [P in K]: infer S extends TSchema } ? Static<S> : unknown;

/** The request of an endpoint's route: body, query and headers typed from its schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Body: Part<E, "body">;
  Querystring: Part<E, "query">;
  Headers: Part<E, "headers">;
  Params: Part<E, "params">;
}>;

/** What the handler answers: the envelope around the endpoint's data, or the reply it sent itself. */
export type EndpointAnswer<E extends Endpoint> =
  { code: number; msg: string; data: Static<E["response"]> } | FastifyReply;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E>>;

/** Route options an endpoint does not describe: a loopback guard, a larger body limit for an upload. */
export type RouteExtras = Pick<RouteShorthandOptions, "onRequest" | "bodyLimit">;

/** The statuses a route may fail with: validation, the session and gate of `auth`, and its own. */
function failureStatuses(endpoint: Endpoint): number[] {
  const statuses = new Set([400, ...(endpoint.errors ?? [])]);
  if (endpoint.auth === "required") [401, 403].forEach((status) => statuses.add(status));
  if (endpoint.permission || permissionCovering(endpoint.path)) statuses.add(402);
  return [...statuses].sort((a, b) => a - b);
}

function responses(endpoint: Endpoint): Record<number, TSchema> {
  const answers: Record<number, TSchema> = {};
  if (endpoint.reply === "file") answers[200] = endpoint.response;
  else if (endpoint.reply !== "redirect") answers[200] = Envelope(endpoint.response);
  for (const status of failureStatuses(endpoint)) answers[status] = ErrorEnvelope;
  return answers;
}

/** The Fastify schema of an endpoint: validation, the reply serialisers and the OpenAPI entry. */
export function schemaOf(endpoint: Endpoint): FastifySchema & Record<string, unknown> {
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.hidden ? { hide: true } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    ...(endpoint.consumes ? { consumes: endpoint.consumes } : {}),
    ...(endpoint.produces ? { produces: endpoint.produces } : {}),
    ...(endpoint.auth === "required" ? { security: [{ token: [] }] } : {}),
    response: responses(endpoint),
  };
}

function preHandlers(app: FastifyInstance, endpoint: Endpoint) {
  const covered = permissionCovering(endpoint.path);
  const org = covered ? [app.requireOrgPermission(covered)] : [];
  if (endpoint.auth === "optional") return [app.optionalUser, ...org];
  if (endpoint.auth === "none") return [];
  const session = endpoint.permission
    ? [app.requireUser, app.requirePermission(endpoint.permission)]
    : [app.requireUser];
  return [...session, ...org];
}

/**
 * Registers the route of a contract endpoint (contract/*.endpoints.ts): its method and path, its
 * query, body and header schemas, its reply wrapped in the envelope, and the session it needs.
 * The handler answers `ok(data)` (or sends a file, a redirect or a failure itself).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const checks = preHandlers(app, endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...extras,
    ...(checks.length ? { preHandler: checks } : {}),
    schema: schemaOf(endpoint),
    handler: handler as unknown as RouteHandlerMethod,
  });
}
