import { describe, expect, it } from "vitest";
import { authorizationUrl, readCallback, randomToken, type PendingSignIn } from "./third-party.ts";

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const token = (claims: Record<string, unknown>) => `${encode({ alg: "RS256", kid: "k1" })}.${encode(claims)}.sig`;
const pending: PendingSignIn = { provider: "google", clientId: "web-1", state: "s-1", nonce: "n-1", at: 1_000 };

describe("third-party sign-in", () => {
  it("asks Google for an ID token in the fragment, with state and nonce", () => {
    const url = new URL(
      authorizationUrl(
        { clientId: "web-1", authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth" },
        pending,
        "https://csi.example",
      ),
    );
    expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "web-1",
      state: "s-1",
      nonce: "n-1",
      response_type: "id_token",
      scope: "openid email profile",
      redirect_uri: "https://csi.example/signin-callback",
      prompt: "select_account",
    });
  });

  it("asks Apple for a form post to the server (required for the email scope)", () => {
    const url = new URL(
      authorizationUrl(
        { clientId: "com.example.web", authorizationEndpoint: "https://appleid.apple.com/auth/authorize?x=1" },
        { ...pending, provider: "apple" },
        "https://csi.example",
      ),
    );
    expect(url.searchParams.get("x")).toBe("1");
    expect(url.searchParams.get("response_mode")).toBe("form_post");
    expect(url.searchParams.get("response_type")).toBe("code id_token");
    expect(url.searchParams.get("scope")).toBe("name email");
    expect(url.searchParams.get("redirect_uri")).toBe("https://csi.example/csi/user/appleSignInCallback");
  });

  it("accepts the answer to this tab's request and reads the e-mail from the token", () => {
    const idToken = token({ nonce: "n-1", email: "lin@example.com" });
    expect(readCallback(`#id_token=${idToken}&state=s-1`, pending, 2_000)).toEqual({
      ok: true,
      provider: "google",
      clientId: "web-1",
      idToken,
      nonce: "n-1",
      email: "lin@example.com",
    });
  });

  it("refuses another state, another nonce, a stale or unknown request, and reports a cancel", () => {
    const idToken = token({ nonce: "n-1" });
    expect(readCallback(`#id_token=${idToken}&state=s-2`, pending, 2_000)).toEqual({ ok: false, reason: "mismatch" });
    expect(readCallback(`#id_token=${token({ nonce: "n-2" })}&state=s-1`, pending, 2_000).ok).toBe(false);
    expect(readCallback(`#id_token=${idToken}&state=s-1`, pending, 1_000 + 11 * 60_000).ok).toBe(false);
    expect(readCallback(`#id_token=${idToken}&state=s-1`, null, 2_000).ok).toBe(false);
    expect(readCallback(`#id_token=garbage&state=s-1`, pending, 2_000).ok).toBe(false);
    expect(readCallback("#error=access_denied&state=s-1", pending, 2_000)).toEqual({ ok: false, reason: "cancelled" });
  });

  it("makes unguessable URL-safe tokens", () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(randomToken()).not.toBe(a);
  });
});
