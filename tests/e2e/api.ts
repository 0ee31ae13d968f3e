import { expect, type APIRequestContext } from "@playwright/test";
import { Compile } from "typebox/compile";
import type { EndpointInput, EndpointOutput, EndpointSpec } from "../../contract/endpoint.ts";
import { Envelope } from "../../contract/envelope.ts";

/** The headers the app sends with every call (the spec's language and `usaged`). */
export const API_HEADERS = { language: "en_US", usaged: "2" } as const;

async function send<E extends EndpointSpec>(
  request: APIRequestContext,
  endpoint: E,
  input: EndpointInput<E>,
  token: string | undefined,
  timeout?: number,
): Promise<{ code: unknown; msg: unknown; reply: unknown }> {
  const headers = { ...API_HEADERS, ...(token ? { authorization: token } : {}) };
  const url = `/csi${endpoint.path}`;
  const response =
    endpoint.method === "GET"
      ? await request.get(url, { params: (input ?? {}) as Record<string, string | number | boolean>, headers, timeout })
      : await request.fetch(url, { method: endpoint.method, data: input ?? {}, headers, timeout });
  const reply: unknown = await response.json();
  const { code, msg } = (reply ?? {}) as { code?: unknown; msg?: unknown };
  return { code, msg, reply };
}

function checked<E extends EndpointSpec>(endpoint: E, reply: unknown): EndpointOutput<E> {
  const errors = Compile(Envelope(endpoint.response))
    .Errors(reply)
    .slice(0, 3)
    .map((error) => `${error.instancePath || "/"} ${error.message}`);
  expect(errors, `${endpoint.method} ${endpoint.path}: the reply matches the contract`).toEqual([]);
  return (reply as { data: EndpointOutput<E> }).data;
}

/**
 * Calls an endpoint of the contract as the app does and checks the whole reply against it: an
 * envelope with code 200 whose data matches the endpoint's response schema. Returns the data.
 */
export async function callEndpoint<E extends EndpointSpec>(
  request: APIRequestContext,
  endpoint: E,
  input: EndpointInput<E>,
  token?: string,
  /** Milliseconds before the request fails (default: the config's 20 s), for slow fixtures. */
  timeout?: number,
): Promise<EndpointOutput<E>> {
  const { code, msg, reply } = await send(request, endpoint, input, token, timeout);
  expect(code, `${endpoint.method} ${endpoint.path}: ${String(msg)}`).toBe(200);
  return checked(endpoint, reply);
}

/** As `callEndpoint`, but null when the call answers with another code than 200 (a company not found). */
export async function callEndpointIfFound<E extends EndpointSpec>(
  request: APIRequestContext,
  endpoint: E,
  input: EndpointInput<E>,
): Promise<EndpointOutput<E> | null> {
  const { code, reply } = await send(request, endpoint, input, undefined);
  return code === 200 ? checked(endpoint, reply) : null;
}
