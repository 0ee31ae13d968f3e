import type { FastifyRequest } from "fastify";

/**
 * Whether the request comes from this machine. The socket address is used, not `request.ip`,
 * which a client can set through X-Forwarded-For.
 */
export function isLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? "";
  return address === "::1" || /^(::ffff:)?127\./.test(address);
}
