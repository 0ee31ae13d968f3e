import type { ThirdLoginConfig } from "../../../contract/accounts.ts";
import { APPLE_FORM_POST_PATH, THIRD_PARTY_CALLBACK_PATH } from "../../../contract/constants.ts";

/**
 * Google and Apple sign-in without provider scripts (docs/decisions/0011-third-party-sign-in.md):
 * the button sends the browser to the provider's authorization endpoint (OpenID Connect, ID token
 * answered directly); the provider returns to the callback page with the token in the URL
 * fragment (Apple through the server's form_post address). State and nonce tie the answer to the
 * request this tab made.
 */
export type Provider = "google" | "apple";
export type ProviderButton = NonNullable<ThirdLoginConfig[Provider]>;

/** What this tab remembers between leaving for the provider and coming back. */
export type PendingSignIn = { provider: Provider; clientId: string; state: string; nonce: string; at: number };

/** An answer is accepted for this long after the button was pressed. */
export const PENDING_MAX_AGE_MS = 10 * 60_000;
const PENDING_KEY = "thirdPartySignIn";

export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The provider's authorization URL: Google answers in the fragment, Apple posts a form (needed for the email scope). */
export function authorizationUrl(button: ProviderButton, pending: PendingSignIn, origin: string): string {
  const url = new URL(button.authorizationEndpoint);
  const common = { client_id: button.clientId, state: pending.state, nonce: pending.nonce };
  const params =
    pending.provider === "google"
      ? {
          ...common,
          response_type: "id_token",
          scope: "openid email profile",
          redirect_uri: origin + THIRD_PARTY_CALLBACK_PATH,
          prompt: "select_account",
        }
      : {
          ...common,
          response_type: "code id_token",
          response_mode: "form_post",
          scope: "name email",
          redirect_uri: origin + APPLE_FORM_POST_PATH,
        };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export function savePending(storage: Storage, pending: PendingSignIn): void {
  storage.setItem(PENDING_KEY, JSON.stringify(pending));
}

/** The pending request, read once: an answer can be used a single time. */
export function takePending(storage: Storage): PendingSignIn | null {
  const raw = storage.getItem(PENDING_KEY);
  storage.removeItem(PENDING_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingSignIn;
  } catch {
    return null;
  }
}

/** The claims the client reads from the (not yet verified) ID token; the server verifies it. */
function claimsOf(idToken: string): { nonce?: unknown; email?: unknown } {
  try {
    const payload = idToken.split(".")[1] ?? "";
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as object;
  } catch {
    return {};
  }
}

export type CallbackResult =
  | { ok: true; provider: Provider; clientId: string; idToken: string; nonce: string; email: string }
  | { ok: false; reason: "cancelled" | "mismatch" };

/** Checks the provider's answer (the callback URL's fragment) against the pending request. */
export function readCallback(fragment: string, pending: PendingSignIn | null, now: number): CallbackResult {
  const answer = new URLSearchParams(fragment.replace(/^#/, ""));
  const idToken = answer.get("id_token");
  if (!pending || now - pending.at > PENDING_MAX_AGE_MS || answer.get("state") !== pending.state) {
    return { ok: false, reason: "mismatch" };
  }
  if (answer.get("error") || !idToken) return { ok: false, reason: "cancelled" };
  const claims = claimsOf(idToken);
  if (claims.nonce !== pending.nonce) return { ok: false, reason: "mismatch" };
  const email = typeof claims.email === "string" ? claims.email : "";
  return { ok: true, provider: pending.provider, clientId: pending.clientId, idToken, nonce: pending.nonce, email };
}
