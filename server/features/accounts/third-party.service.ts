import type { LoginResult } from "../../../contract/accounts.ts";
import type { Locale } from "../../../contract/locales.ts";
import { ruleBroken } from "../../lib/app-error.ts";
import type { IdentityProvider } from "./third-party.repo.ts";
import type { AccountsDeps, ClientInfo } from "./accounts.deps.ts";
import { normalizeEmail } from "./account-rules.ts";
import { hasVerifiedEmail, verifyIdToken, type IdTokenClaims } from "./id-token.ts";
import { inTransaction } from "./executor.ts";
import { signIn } from "./login.service.ts";
import { LIMITS, consume } from "./rate-limit.service.ts";
import * as identities from "./third-party.repo.ts";
import { newUserCode } from "./user-info.ts";
import * as users from "./users.repo.ts";

const PROVIDERS = {
  google: { name: "Google", issuers: ["accounts.google.com", "https://accounts.google.com"] },
  apple: { name: "Apple", issuers: ["https://appleid.apple.com"] },
} as const;

export function clientIdsOf(deps: AccountsDeps, provider: IdentityProvider): string[] {
  return provider === "google" ? deps.config.googleClientIds : deps.config.appleClientIds;
}

/** The sign-in button's settings: the first client id and the authorization endpoint; null = no button. */
export function buttonConfigOf(deps: AccountsDeps, provider: IdentityProvider) {
  const [clientId] = clientIdsOf(deps, provider);
  const authorizationEndpoint = provider === "google" ? deps.config.googleAuthUrl : deps.config.appleAuthUrl;
  return clientId ? { clientId, authorizationEndpoint } : null;
}

/** The user of a verified token: the linked one, else the account with the verified e-mail (linked now), else a new one. */
async function userForClaims(deps: AccountsDeps, provider: IdentityProvider, claims: IdTokenClaims, locale: Locale) {
  const name = PROVIDERS[provider].name;
  const userId = await inTransaction(deps.db, async (trx) => {
    const linked = await identities.findIdentity(trx, provider, claims.sub);
    if (linked) return String(linked.user_id);
    if (!hasVerifiedEmail(claims)) throw ruleBroken("thirdPartyEmailUnverified", { provider: name });
    const email = normalizeEmail(claims.email);
    const existing = await users.findUserByEmail(trx, email);
    const id =
      existing?.id ??
      (await users.insertUser(trx, {
        userCode: newUserCode(),
        email,
        passwordHash: null,
        firstName: (claims.given_name ?? "").slice(0, 50),
        lastName: (claims.family_name ?? "").slice(0, 50),
        locale,
      }));
    await identities.insertIdentity(trx, { provider, subject: claims.sub, userId: String(id), email });
    return String(id);
  });
  const user = await users.findUserById(deps.db, userId);
  if (!user) throw ruleBroken("thirdPartyInvalid", { provider: name });
  return user;
}

/**
 * Google / Apple sign-in: the ID token's RS256 signature is checked against the provider's JWKS,
 * with issuer, audience (a configured client id), expiry and, when the client sends it, the nonce of
 * its authorization request; the account is found or created by the provider's verified e-mail.
 */
export async function thirdPartyLogin(
  deps: AccountsDeps,
  provider: IdentityProvider,
  token: { idToken: string; nonce?: string },
  client: ClientInfo,
  locale: Locale,
): Promise<LoginResult> {
  const now = deps.now();
  const { name, issuers } = PROVIDERS[provider];
  const audiences = clientIdsOf(deps, provider);
  if (!audiences.length) throw ruleBroken("thirdPartyUnavailable", { provider: name });
  await consume(deps.db, LIMITS.thirdPartyPerIp, client.ip ?? "unknown", now);
  const keys = provider === "google" ? deps.googleKeys : deps.appleKeys;
  const claims = await verifyIdToken(token.idToken, { keys, issuers, audiences, now }).catch(() => {
    throw ruleBroken("thirdPartyInvalid", { provider: name });
  });
  if (token.nonce !== undefined && claims.nonce !== token.nonce)
    throw ruleBroken("thirdPartyInvalid", { provider: name });
  const user = await userForClaims(deps, provider, claims, locale);
  return signIn(deps, user, client, locale, now);
}
