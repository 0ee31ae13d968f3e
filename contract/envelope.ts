import { Type, type TSchema } from "typebox";

/** Every response of the API is this envelope: `code` 200 is success. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ code: Type.Integer(), msg: Type.String(), data });

/**
 * The envelope of a failed request: `data` is always null. `requestId` (beyond the spec's three
 * fields; clients ignore it) names the request in the server's log, as the `x-request-id` header does.
 */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Null(),
  requestId: Type.Optional(Type.String({ description: "The request's id in the server log (x-request-id)" })),
});

/**
 * Codes in the envelope. Success is 200. A failure carries the HTTP status it was sent with,
 * except a rule of the domain that the user broke (a wrong code, a weak password): -1, as in the spec.
 */
export const ResultCode = {
  ok: 200,
  ruleBroken: -1,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];
