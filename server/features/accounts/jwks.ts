import { readFile } from "node:fs/promises";
import { createPublicKey, type KeyObject, type webcrypto } from "node:crypto";

/** Where a provider's signing keys come from: a JWKS file (offline, tests) or its URL. */
export type JwksSource = { file: string | undefined; url: string };
export type JwksKeys = { key: (kid: string, now: Date) => Promise<KeyObject | undefined> };

const FILE_TTL_MS = 5 * 60_000;
const URL_TTL_MS = 60 * 60_000;
/** An unknown key id triggers a refetch (providers rotate keys), but not more often than this. */
const REFETCH_MIN_MS = 60_000;

function parseJwks(text: string): Map<string, KeyObject> {
  const parsed = JSON.parse(text) as { keys?: (webcrypto.JsonWebKey & { kid?: string; use?: string })[] };
  const keys = new Map<string, KeyObject>();
  for (const jwk of parsed.keys ?? []) {
    if (jwk.kty !== "RSA" || !jwk.kid || (jwk.use && jwk.use !== "sig")) continue;
    keys.set(jwk.kid, createPublicKey({ key: jwk, format: "jwk" }));
  }
  return keys;
}

async function load(source: JwksSource): Promise<Map<string, KeyObject>> {
  if (source.file) return parseJwks(await readFile(source.file, "utf8"));
  const response = await fetch(source.url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`JWKS ${source.url} answered ${response.status}`);
  return parseJwks(await response.text());
}

/** The provider's public keys by key id, cached, reloaded when stale or when an unknown id comes. */
export function createJwksKeys(source: JwksSource): JwksKeys {
  let cached: { keys: Map<string, KeyObject>; at: number } | undefined;
  const ttl = source.file ? FILE_TTL_MS : URL_TTL_MS;
  return {
    key: async (kid, now) => {
      const age = cached ? now.getTime() - cached.at : Infinity;
      const stale = age > ttl || (!cached?.keys.has(kid) && age > REFETCH_MIN_MS);
      if (stale) cached = { keys: await load(source), at: now.getTime() };
      return cached?.keys.get(kid);
    },
  };
}
