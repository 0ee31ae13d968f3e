import { createHmac, randomBytes } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Config } from "../../config.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Executor } from "./executor.ts";
import * as repo from "./captcha.repo.ts";
import { getOrCreateSecret } from "./secrets.repo.ts";
import { hashToken } from "./sessions.service.ts";

/** A challenge must be solved within 10 minutes; the pass it buys is good for one login within 5. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
export const PASS_TTL_MS = 5 * 60_000;
const ALGORITHM = "PBKDF2/SHA-256";

export type Captcha = ReturnType<typeof createCaptcha>;

/** The failure every captcha problem answers with: the spec's "You may be a robot…" message. */
export function captchaFailed(supportEmail: string): AppError {
  return new AppError(428, "captchaFailed", { values: { supportEmail } });
}

function parsePayload(token: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const payload = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as unknown;
    if (typeof payload !== "object" || payload === null) return null;
    const { challenge, solution } = payload as { challenge?: Challenge; solution?: Solution };
    if (typeof challenge?.parameters?.nonce !== "string" || typeof solution !== "object" || solution === null)
      return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Self-hosted proof of work (ALTCHA, v2 challenges): the browser searches for a secret counter,
 * the server checks the answer against its HMAC signatures without storing the challenge.
 */
export function createCaptcha(
  db: Executor,
  config: Pick<Config, "captchaHmacKey" | "captchaCost" | "captchaMaxCounter" | "supportEmail">,
) {
  let secrets: Promise<{ signature: string; keySignature: string }> | undefined;
  const keys = () =>
    (secrets ??= (async () => {
      const signature = config.captchaHmacKey ?? (await getOrCreateSecret(db, "captcha-hmac-key"));
      return { signature, keySignature: createHmac("sha256", signature).update("altcha-key-signature").digest("hex") };
    })());

  async function challenge(now: Date): Promise<Challenge> {
    const { signature, keySignature } = await keys();
    const max = config.captchaMaxCounter;
    return createChallenge({
      algorithm: ALGORITHM,
      cost: config.captchaCost,
      counter: randomInt(max, Math.floor(max / 2)),
      deriveKey,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: keySignature,
    });
  }

  /** Checks a solved payload (once) and returns a single-use pass for the next login. */
  async function verify(token: string, now: Date): Promise<{ captchaPass: string; expiresIn: number }> {
    const payload = parsePayload(token);
    if (!payload) throw captchaFailed(config.supportEmail);
    const { signature, keySignature } = await keys();
    const result = await verifySolution({
      ...payload,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: keySignature,
    }).catch(() => null);
    const expiresAt = (payload.challenge.parameters.expiresAt ?? 0) * 1000;
    if (!result?.verified || expiresAt <= now.getTime()) throw captchaFailed(config.supportEmail);
    if (!(await repo.recordSolution(db, payload.challenge.parameters.nonce, new Date(expiresAt))))
      throw captchaFailed(config.supportEmail);
    const captchaPass = randomBytes(24).toString("base64url");
    await repo.insertPass(db, hashToken(captchaPass), now, new Date(now.getTime() + PASS_TTL_MS));
    await repo.pruneSolutions(db, new Date(now.getTime() - 24 * 3_600_000));
    return { captchaPass, expiresIn: PASS_TTL_MS / 1000 };
  }

  async function usePass(pass: string | undefined, now: Date): Promise<boolean> {
    if (!pass) return false;
    return repo.usePass(db, hashToken(pass), now);
  }

  return { challenge, verify, usePass };
}
