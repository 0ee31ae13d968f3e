import { describe, expect, it } from "vitest";
import { createChallenge, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { solveCaptcha } from "./proof-of-work.ts";

const SECRET = "test-secret";

async function easyChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 1,
    counter: 17,
    deriveKey,
    expiresAt: new Date(Date.now() + 600_000),
    hmacSignatureSecret: SECRET,
  });
}

describe("solveCaptcha", () => {
  it("finds the secret counter and encodes a token the server accepts", async () => {
    const challenge = await easyChallenge();
    const token = await solveCaptcha(challenge);
    expect(token).not.toBeNull();
    const payload = JSON.parse(atob(token ?? "")) as { challenge: Challenge; solution: Solution };
    expect(payload.solution.counter).toBe(17);
    const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: SECRET });
    expect(result.verified).toBe(true);
  });

  it("gives up when aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await solveCaptcha(await easyChallenge(), controller.signal)).toBeNull();
  });
});
