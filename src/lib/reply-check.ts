import type { TSchema } from "typebox";
import type { Validator } from "typebox/compile";
import type { EndpointSpec } from "../../contract/endpoint.ts";
import { Envelope, ErrorEnvelope } from "../../contract/envelope.ts";

/** A reply that does not match its endpoint's contract: a bug on one side, never shown to users as a message. */
export class ReplyShapeError extends Error {
  override readonly name = "ReplyShapeError";
}

/** Replies are checked in development and tests only; a production build leaves this module's work out. */
export const isReplyCheckOn = import.meta.env.DEV || import.meta.env.MODE === "test";

const validators = new WeakMap<TSchema, Validator>();

async function validatorOf(schema: TSchema): Promise<Validator> {
  const known = validators.get(schema);
  if (known) return known;
  const { Compile } = await import("typebox/compile");
  const validator = Compile(schema);
  validators.set(schema, validator);
  return validator;
}

/** The envelope schema a reply must match: the endpoint's data on code 200, `data: null` otherwise. */
const envelopes = new WeakMap<TSchema, TSchema>();
function envelopeOf(endpoint: EndpointSpec, code: unknown): TSchema {
  if (code !== 200) return ErrorEnvelope;
  let schema = envelopes.get(endpoint.response);
  if (!schema) envelopes.set(endpoint.response, (schema = Envelope(endpoint.response)));
  return schema;
}

/**
 * Throws a ReplyShapeError naming the call and its first errors when the envelope does not match
 * the endpoint's contract (docs/decisions/0016-endpoint-contract.md).
 */
export async function checkReply(endpoint: EndpointSpec, reply: unknown): Promise<void> {
  const code = (reply as { code?: unknown } | null)?.code;
  const validator = await validatorOf(envelopeOf(endpoint, code));
  if (validator.Check(reply)) return;
  const errors = validator
    .Errors(reply)
    .slice(0, 3)
    .map((error) => `${error.instancePath || "/"} ${error.message}`);
  const error = new ReplyShapeError(
    `${endpoint.method} ${endpoint.path}: the reply does not match the contract: ${errors.join("; ")}`,
  );
  console.error(error.message, reply);
  throw error;
}
