import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * scrypt cost parameters: OWASP's minimum, N=2^17 with r=8 (128 MiB and ~0.2-0.4 s per hash here).
 * Hashes made with a lower cost are replaced at the next successful login (`needsRehash`).
 */
export const PARAMETERS = { N: 2 ** 17, r: 8, p: 1 } as const;
/** scrypt needs 128·N·r bytes: 128 MiB at these parameters, over Node's default limit of 32 MiB. */
const MAX_MEMORY = 256 * 1024 * 1024;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * A salted scrypt hash with its parameters: `scrypt$N$r$p$salt$key` (base64url), so that the cost
 * can be raised later without invalidating stored hashes.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMETERS, KEY_LENGTH);
  const { N, r, p } = PARAMETERS;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** True when the password matches the stored hash; false for a malformed or missing hash. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? DUMMY_HASH).split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyText, "base64url");
  const key = await derive(
    password,
    Buffer.from(saltText, "base64url"),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  // Without a stored hash the work is still done, so that timing does not reveal unknown accounts.
  return stored !== null && timingSafeEqual(key, expected);
}

/** True when the stored hash was made with other (older, cheaper) parameters than today's. */
export function needsRehash(stored: string): boolean {
  const [kind, n, r, p] = stored.split("$");
  return kind !== "scrypt" || Number(n) !== PARAMETERS.N || Number(r) !== PARAMETERS.r || Number(p) !== PARAMETERS.p;
}

/** A hash of a random password, compared against when the account does not exist. */
const DUMMY_HASH = [
  "scrypt",
  PARAMETERS.N,
  PARAMETERS.r,
  PARAMETERS.p,
  randomBytes(16).toString("base64url"),
  randomBytes(KEY_LENGTH).toString("base64url"),
].join("$");
