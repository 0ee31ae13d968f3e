import type { LoginBody, LoginResult } from "../../../contract/accounts.ts";
import type { Locale } from "../../../contract/locales.ts";
import { ruleBroken } from "../../lib/app-error.ts";
import type { AccountsDeps, ClientInfo } from "./accounts.deps.ts";
import * as rules from "./account-rules.ts";
import { captchaFailed } from "./captcha.service.ts";
import { hashPassword, needsRehash, verifyPassword } from "./passwords.ts";
import {
  CAPTCHA_AFTER_FAILURES,
  CAPTCHA_AFTER_FAILURES_PER_ADDRESS,
  CAPTCHA_FAILURE_WINDOW_MS,
  LIMITS,
  assertUnderLimit,
  countRecent,
  forget,
  recordEvent,
} from "./rate-limit.service.ts";
import { openSession } from "./sessions.service.ts";
import { toUserInfo } from "./user-info.ts";
import * as users from "./users.repo.ts";

/** Opens the session of a user who proved who they are, and answers with the spec's login data. */
export async function signIn(
  deps: AccountsDeps,
  user: users.UserRow,
  client: ClientInfo,
  locale: Locale,
  now: Date,
): Promise<LoginResult> {
  const token = await openSession(deps.db, String(user.id), client, now);
  if (user.locale !== locale) await users.setLocale(deps.db, String(user.id), locale);
  return { token, userInfo: toUserInfo(user) };
}

/** After 3 failed logins within 15 minutes for the account or the address, a captcha pass is needed. */
async function requireCaptchaIfSuspicious(
  deps: AccountsDeps,
  email: string,
  ip: string,
  pass: string | undefined,
  now: Date,
) {
  const [byEmail, byIp] = await Promise.all([
    countRecent(deps.db, LIMITS.loginFailuresPerEmail, email, CAPTCHA_FAILURE_WINDOW_MS, now),
    countRecent(deps.db, LIMITS.loginFailuresPerIp, ip, CAPTCHA_FAILURE_WINDOW_MS, now),
  ]);
  if (byEmail < CAPTCHA_AFTER_FAILURES && byIp < CAPTCHA_AFTER_FAILURES_PER_ADDRESS) return;
  if (!(await deps.captcha.usePass(pass, now))) throw captchaFailed(deps.config.supportEmail);
}

/**
 * `login`: e-mail and password (in clear over TLS; never logged or stored). A wrong pair is one
 * localised message whether the account exists or not; failures count towards the captcha and
 * the 429 limits, per account and per address.
 */
export async function login(
  deps: AccountsDeps,
  body: LoginBody,
  client: ClientInfo,
  locale: Locale,
): Promise<LoginResult> {
  const now = deps.now();
  const email = rules.checkAccountEmail(body.email);
  const password = rules.checkLoginPassword(body.password);
  const ip = client.ip ?? "unknown";
  await assertUnderLimit(deps.db, LIMITS.loginFailuresPerIp, ip, now);
  await assertUnderLimit(deps.db, LIMITS.loginFailuresPerEmail, email, now);
  await requireCaptchaIfSuspicious(deps, email, ip, body.captchaPass, now);
  const user = await users.findUserByEmail(deps.db, email);
  const matches = await verifyPassword(password, user?.password_hash ?? null);
  if (!user || !matches) {
    await recordEvent(deps.db, LIMITS.loginFailuresPerEmail, email, now);
    await recordEvent(deps.db, LIMITS.loginFailuresPerIp, ip, now);
    throw ruleBroken("loginFailed");
  }
  await forget(deps.db, LIMITS.loginFailuresPerEmail, email);
  // A hash from before the cost was raised is replaced now, while the password is at hand.
  if (user.password_hash && needsRehash(user.password_hash)) {
    await users.setPasswordHash(deps.db, String(user.id), await hashPassword(password));
  }
  return signIn(deps, user, client, locale, now);
}
