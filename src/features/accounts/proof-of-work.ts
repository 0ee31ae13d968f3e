import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

/** A solve takes at most this long before it gives up. */
const SOLVE_TIMEOUT_MS = 120_000;

/** Base64 of UTF-8 text (btoa takes Latin-1 only). */
function toBase64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Solves the server's ALTCHA v2 challenge in the browser (PBKDF2 through crypto.subtle, trying
 * counters until the derived key matches) and returns the token `POST /security/recaptcha/verify`
 * takes: base64 of `{challenge, solution}`. Null when aborted or out of time.
 */
export async function solveCaptcha(challenge: Challenge, signal?: AbortSignal): Promise<string | null> {
  const controller = new AbortController();
  signal?.addEventListener("abort", () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
  if (!solution || signal?.aborted) return null;
  return toBase64(JSON.stringify({ challenge, solution }));
}
