import { generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { translate } from "../../i18n/messages.ts";
import { call, freshIp, login, registerUser, testClock } from "./accounts.test-helpers.ts";

const GOOGLE_CLIENT = "1234-web.apps.googleusercontent.com";
const APPLE_CLIENT = "com.example.csi.web";

function keyPair() {
  return generateKeyPairSync("rsa", { modulusLength: 2048 });
}

function idToken(
  claims: Record<string, unknown>,
  key: KeyObject,
  header: Record<string, unknown> = { alg: "RS256", kid: "k1" },
) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const signed = `${encode({ typ: "JWT", ...header })}.${encode(claims)}`;
  return `${signed}.${sign("RSA-SHA256", Buffer.from(signed), key).toString("base64url")}`;
}

describe("Google and Apple sign-in against a local JWKS", () => {
  let t: TestApp;
  let bare: TestApp;
  let dir: string;
  const clock = testClock();
  const google = keyPair();
  const apple = keyPair();
  const stranger = keyPair();
  const nowS = () => Math.floor(clock.now().getTime() / 1000);
  const googleClaims = (extra: Record<string, unknown> = {}) => ({
    iss: "https://accounts.google.com",
    aud: GOOGLE_CLIENT,
    sub: "google-sub-1",
    email: "Lin@Example.com",
    email_verified: true,
    given_name: "Lin",
    family_name: "Yu",
    iat: nowS(),
    exp: nowS() + 3600,
    ...extra,
  });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "jwks-"));
    const jwks = (key: KeyObject) =>
      JSON.stringify({ keys: [{ ...key.export({ format: "jwk" }), kid: "k1", use: "sig", alg: "RS256" }] });
    writeFileSync(join(dir, "google.json"), jwks(google.publicKey));
    writeFileSync(join(dir, "apple.json"), jwks(apple.publicKey));
    t = await createTestApp({
      now: clock.now,
      config: {
        googleClientIds: [GOOGLE_CLIENT],
        googleJwksFile: join(dir, "google.json"),
        appleClientIds: [APPLE_CLIENT],
        appleJwksFile: join(dir, "apple.json"),
        appleAuthUrl: "https://idp.example.test/apple/authorize",
      },
    });
    bare = await createTestApp();
    await registerUser(t, "ada@example.com");
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const gl = (token: string, language = "en_US", app = t, nonce?: string) =>
    call(app, "POST", "/csi/user/thirdLoginGl", {
      payload: { clientId: GOOGLE_CLIENT, idToken: token, nonce },
      language,
      ip: freshIp(),
    });
  const ap = (token: string, language = "en_US") =>
    call(t, "POST", "/csi/user/thirdLoginAp", {
      payload: { clientId: APPLE_CLIENT, idToken: token },
      language,
      ip: freshIp(),
    });

  it("tells the UI which buttons to show", async () => {
    const res = await call(t, "GET", "/csi/user/thirdLoginConfig");
    expect(res.json().data).toEqual({
      google: { clientId: GOOGLE_CLIENT, authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth" },
      apple: { clientId: APPLE_CLIENT, authorizationEndpoint: "https://idp.example.test/apple/authorize" },
    });
    expect((await call(bare, "GET", "/csi/user/thirdLoginConfig")).json().data).toEqual({ google: null, apple: null });
    const off = await gl(idToken(googleClaims(), google.privateKey), "ge_DE", bare);
    expect(off.json()).toEqual({
      code: -1,
      msg: translate("de", "thirdPartyUnavailable", { provider: "Google" }),
      data: null,
      requestId: expect.any(String),
    });
  });

  it("creates the account from a verified Google token, and finds it again by the subject", async () => {
    const first = await gl(idToken(googleClaims(), google.privateKey));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.userInfo).toMatchObject({
      email: "lin@example.com",
      firstName: "Lin",
      lastName: "Yu",
      userType: 1,
    });
    const again = await gl(idToken(googleClaims({ email: "renamed@example.com" }), google.privateKey));
    expect(again.json().data.userInfo.id).toBe(first.json().data.userInfo.id);
    const old = await call(t, "GET", "/csi/user/getDashboard", { token: first.json().data.token });
    expect(old.statusCode).toBe(403);
  });

  it("links a Google account to the existing account with the same verified e-mail", async () => {
    const { userInfo } = await login(t, "ada@example.com");
    const res = await gl(idToken(googleClaims({ sub: "google-sub-ada", email: "ada@example.com" }), google.privateKey));
    expect(res.json().data.userInfo.id).toBe(userInfo.id);
  });

  it.each([
    ["another audience", { aud: "someone-else" }],
    ["another issuer", { iss: "https://evil.example.com" }],
    ["an expired token", { exp: 1_000_000 }],
    ["a token not valid yet", { nbf: 4_000_000_000 }],
  ])("refuses %s", async (_name, change) => {
    const res = await gl(idToken(googleClaims(change), google.privateKey), "it_IA");
    expect(res.json()).toEqual({
      code: -1,
      msg: translate("it", "thirdPartyInvalid", { provider: "Google" }),
      data: null,
      requestId: expect.any(String),
    });
  });

  it("refuses a forged signature, an unknown key and an unsigned token", async () => {
    for (const token of [
      idToken(googleClaims(), stranger.privateKey),
      idToken(googleClaims(), google.privateKey, { alg: "RS256", kid: "k2" }),
      idToken(googleClaims(), google.privateKey, { alg: "none", kid: "k1" }),
      "not.a.token",
    ]) {
      expect((await gl(token)).json().msg).toBe(translate("en", "thirdPartyInvalid", { provider: "Google" }));
    }
  });

  it("needs a verified e-mail to create or link an account", async () => {
    const res = await gl(
      idToken(googleClaims({ sub: "google-sub-2", email: "x@example.com", email_verified: false }), google.privateKey),
    );
    expect(res.json().msg).toBe(translate("en", "thirdPartyEmailUnverified", { provider: "Google" }));
  });

  it("signs in with Apple (its own issuer and keys; email_verified as a string)", async () => {
    const claims = {
      iss: "https://appleid.apple.com",
      aud: APPLE_CLIENT,
      sub: "apple-001",
      email: "mia@privaterelay.appleid.com",
      email_verified: "true",
      iat: nowS(),
      exp: nowS() + 600,
    };
    const res = await ap(idToken(claims, apple.privateKey));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userInfo.email).toBe("mia@privaterelay.appleid.com");
    const googleKey = await ap(idToken(claims, google.privateKey), "fa_FA");
    expect(googleKey.json().msg).toBe(translate("fr", "thirdPartyInvalid", { provider: "Apple" }));
  });

  it("checks the nonce of the authorization request when the client sends it", async () => {
    const token = idToken(googleClaims({ sub: "google-sub-nonce", nonce: "n-123" }), google.privateKey);
    expect((await gl(token, "en_US", t, "n-123")).statusCode).toBe(200);
    const replayed = await gl(token, "ja_JP", t, "n-other");
    expect(replayed.json().msg).toBe(translate("ja", "thirdPartyInvalid", { provider: "Google" }));
    const missing = idToken(googleClaims({ sub: "google-sub-nonce" }), google.privateKey);
    expect((await gl(missing, "en_US", t, "n-123")).json().code).toBe(-1);
  });

  it("hands Apple's form_post answer to the app's callback page in the fragment", async () => {
    const post = (form: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/csi/user/appleSignInCallback",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(form).toString(),
      });
    const signedIn = await post({ id_token: "a.b.c", state: "s-1", code: "c-1", user: '{"name":{}}' });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe("/signin-callback#id_token=a.b.c&state=s-1");
    const cancelled = await post({ error: "user_cancelled_authorize", state: "s-2" });
    expect(cancelled.headers.location).toBe("/signin-callback#state=s-2&error=user_cancelled_authorize");
  });
});
