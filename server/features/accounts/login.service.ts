import type { LoginBody, LoginResult } from "../../../contract/accounts.ts";
import type { Locale } from "../../../contract/locales.ts";
import type { FastifyBaseLogger } from "fastify";
import { AccountResultCode } from "../../../contract/accounts.ts";
import { AppError, ruleBroken } from "../../lib/app-error.ts";
import type { AccountsDeps, ClientInfo } from "./accounts.deps.ts";
import * as rules from "./account-rules.ts";
import { captchaFailed } from "./captcha.service.ts";
import { hashPassword, needsRehash, verifyPassword } from "./passwords.ts";
import {
  CAPTCHA_AFTER_FAILURES,
  CAPTCHA_AFTER_FAILURES_PER_ADDRESS,
  checkSecret,
  type TryPlaces,
} from "./rate-limit.service.ts";
import { mailLoginCode } from "./registration.service.ts";
import { openSession } from "./sessions.service.ts";
import { toUserInfo } from "./user-info.ts";
import { consumeCode } from "./verification-codes.service.ts";
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

/** After 3 failed logins within 15 minutes for the account, or 10 for the address, a captcha pass is needed. */
async function requireCaptchaIfSuspicious(deps: AccountsDeps, places: TryPlaces, pass: string | undefined, now: Date) {
  // The places count this try too: the 4th try of the account is the first that needs a pass.
  if (places.account <= CAPTCHA_AFTER_FAILURES && places.address <= CAPTCHA_AFTER_FAILURES_PER_ADDRESS) return;
  if (!(await deps.captcha.usePass(pass, now))) throw captchaFailed(deps.config.supportEmail);
}

/**
 * Step-up when the account's failures from all addresses reached their ceiling: the password alone
 * is not enough; a code mailed to the account (sent now, answered 428 `loginCodeRequired`) must come
 * with it. Checked before the password, so that the answer never tells whether the password was right.
 */
async function requireLoginCode(deps: AccountsDeps, email: string, body: LoginBody, context: LoginContext) {
  const code = body.emailCode?.trim();
  if (code) {
    await consumeCode(deps.db, { purpose: "login", email, code }, context.now);
    return;
  }
  await mailLoginCode(deps, email, context);
  throw new AppError(428, "loginCodeRequired", { code: AccountResultCode.loginCodeRequired });
}

type LoginContext = { client: ClientInfo; locale: Locale; log: FastifyBaseLogger; now: Date };

/**
 * `login`: e-mail and password (in clear over TLS; never logged or stored). A wrong pair is one
 * localised message whether the account exists or not. The try is counted before the password is
 * checked (`checkSecret`): 10 per account and address, 30 per address in 15 minutes, then 429; a
 * captcha after 3 per account; past 50 per account from all addresses, an emailed code besides.
 */
export async function login(
  deps: AccountsDeps,
  body: LoginBody,
  client: ClientInfo,
  locale: Locale,
  log: FastifyBaseLogger,
): Promise<LoginResult> {
  const now = deps.now();
  const email = rules.checkAccountEmail(body.email);
  const password = rules.checkLoginPassword(body.password);
  const context = { client, locale, log, now };
  const user = await checkSecret(deps.db, { account: email, ip: client.ip ?? "unknown" }, now, async (places) => {
    await requireCaptchaIfSuspicious(deps, places, body.captchaPass, now);
    if (places.stepUp) await requireLoginCode(deps, email, body, context);
    const found = await users.findUserByEmail(deps.db, email);
    const matches = await verifyPassword(password, found?.password_hash ?? null);
    if (!found || !matches) throw ruleBroken("loginFailed");
    return found;
  });
  // A hash from before the cost was raised is replaced now, while the password is at hand.
  if (user.password_hash && needsRehash(user.password_hash)) {
    await users.setPasswordHash(deps.db, String(user.id), await hashPassword(password));
  }
  return signIn(deps, user, client, locale, now);
}
