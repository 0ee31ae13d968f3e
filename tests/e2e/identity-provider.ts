/**
 * A local stand-in for Google's and Apple's signing keys in the end-to-end tests: the e2e server
 * (tests/e2e/server.ts) generates a key pair at start and trusts its JWKS for both providers; the
 * tests sign ID tokens with the private key, as the provider would, and answer the authorization
 * endpoints with them (docs/decisions/0011-third-party-sign-in.md).
 */
import { createPrivateKey, generateKeyPairSync, sign } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const E2E_GOOGLE_CLIENT = "e2e-web.apps.googleusercontent.com";
export const E2E_APPLE_CLIENT = "com.example.csi.e2e";
export const ISSUERS = { google: "https://accounts.google.com", apple: "https://appleid.apple.com" } as const;
const KID = "e2e-1";

/** One folder per e2e port, so that runs side by side keep their own keys. */
function folderFor(port: string): string {
  return join(tmpdir(), `csi-e2e-idp-${port}`);
}

/** Makes the key pair and answers the server's environment for both providers. */
export function createIdentityProvider(port: string): Record<string, string> {
  const folder = folderFor(port);
  mkdirSync(folder, { recursive: true });
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwks = { keys: [{ ...publicKey.export({ format: "jwk" }), kid: KID, use: "sig", alg: "RS256" }] };
  writeFileSync(join(folder, "jwks.json"), JSON.stringify(jwks));
  writeFileSync(join(folder, "key.pem"), privateKey.export({ format: "pem", type: "pkcs8" }), { mode: 0o600 });
  return {
    GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT,
    GOOGLE_JWKS_FILE: join(folder, "jwks.json"),
    APPLE_CLIENT_ID: E2E_APPLE_CLIENT,
    APPLE_JWKS_FILE: join(folder, "jwks.json"),
  };
}

/** An RS256 ID token signed with the e2e server's trusted key. */
export function signIdToken(port: string, claims: Record<string, unknown>): string {
  const key = createPrivateKey(readFileSync(join(folderFor(port), "key.pem")));
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const signed = `${encode({ alg: "RS256", kid: KID, typ: "JWT" })}.${encode(claims)}`;
  return `${signed}.${sign("RSA-SHA256", Buffer.from(signed), key).toString("base64url")}`;
}
