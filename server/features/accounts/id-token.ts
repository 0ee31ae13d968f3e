import { verify } from "node:crypto";
import type { JwksKeys } from "./jwks.ts";

export type IdTokenClaims = {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat?: number;
  nbf?: number;
  nonce?: string;
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
};

/** Clock difference tolerated between us and the provider. */
const SKEW_S = 60;

function decodeJson(part: string | undefined): Record<string, unknown> {
  if (!part) throw new Error("malformed token");
  const value = JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as unknown;
  if (typeof value !== "object" || value === null) throw new Error("malformed token");
  return value as Record<string, unknown>;
}

/**
 * Verifies an OpenID Connect ID token: RS256 signature by a key of the provider's JWKS, issuer,
 * audience (one of our client ids), expiry, not-before and issue time. Throws on any failure.
 */
export async function verifyIdToken(
  token: string,
  expected: { keys: JwksKeys; issuers: readonly string[]; audiences: readonly string[]; now: Date },
): Promise<IdTokenClaims> {
  const [headerPart, payloadPart, signaturePart, ...rest] = token.split(".");
  if (rest.length || !signaturePart) throw new Error("malformed token");
  const header = decodeJson(headerPart);
  if (header.alg !== "RS256" || typeof header.kid !== "string") throw new Error("unsupported token");
  const key = await expected.keys.key(header.kid, expected.now);
  if (!key) throw new Error("unknown signing key");
  const signed = Buffer.from(`${headerPart}.${payloadPart}`);
  if (!verify("RSA-SHA256", signed, key, Buffer.from(signaturePart, "base64url"))) throw new Error("bad signature");

  const claims = decodeJson(payloadPart) as IdTokenClaims;
  const nowS = expected.now.getTime() / 1000;
  if (!expected.issuers.includes(claims.iss)) throw new Error("wrong issuer");
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.some((aud) => expected.audiences.includes(aud))) throw new Error("wrong audience");
  if (typeof claims.exp !== "number" || claims.exp + SKEW_S < nowS) throw new Error("expired");
  if (typeof claims.nbf === "number" && claims.nbf - SKEW_S > nowS) throw new Error("not yet valid");
  if (typeof claims.iat === "number" && claims.iat - SKEW_S > nowS) throw new Error("issued in the future");
  if (typeof claims.sub !== "string" || !claims.sub) throw new Error("no subject");
  return claims;
}

export function hasVerifiedEmail(claims: IdTokenClaims): boolean {
  return typeof claims.email === "string" && (claims.email_verified === true || claims.email_verified === "true");
}
