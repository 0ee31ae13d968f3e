import { describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import { isLoopback } from "./loopback.ts";

const from = (remoteAddress: string | undefined) => ({ socket: { remoteAddress } }) as FastifyRequest;

describe("isLoopback", () => {
  it("accepts IPv4 and IPv6 loopback addresses, also IPv4-mapped", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      expect(isLoopback(from(address))).toBe(true);
    }
  });

  it("refuses any other address, and a socket without one", () => {
    for (const address of ["10.0.0.1", "::ffff:10.0.0.1", "128.0.0.1", "::2", undefined]) {
      expect(isLoopback(from(address))).toBe(false);
    }
  });
});
