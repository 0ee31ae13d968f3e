import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { TestApp } from "../../test/test-app.ts";
import { call, freshIp } from "./accounts.test-helpers.ts";

/** An easy captcha for tests: one PBKDF2 round per try, a secret counter below 50. */
export const EASY_CAPTCHA = { captchaCost: 1, captchaMaxCounter: 50, supportEmail: "help@example.com" };

/** Fetches a challenge and solves it as the widget would: the base64 payload for `verify`. */
export async function solvedPayload(t: TestApp): Promise<string> {
  const res = await call(t, "GET", "/csi/security/recaptcha/challenge");
  const challenge = res.json().data as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A captcha pass bought with a solved challenge. */
export async function captchaPass(t: TestApp): Promise<string> {
  const res = await call(t, "POST", "/csi/security/recaptcha/verify", {
    payload: { token: await solvedPayload(t) },
    ip: freshIp(),
  });
  if (res.statusCode !== 200) throw new Error(`captcha refused: ${res.body}`);
  return (res.json().data as { captchaPass: string }).captchaPass;
}
