import { AppError } from "../../lib/app-error.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { consume, giveBack, reset, take, type Limit } from "../../lib/rate-limit.ts";
import type { Executor } from "./executor.ts";

export { consume };

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;

/** Every limit of the accounts feature, kept in the database so that all server processes share them. */
export const LIMITS = {
  codePerEmail: { bucket: "code:email", max: 5, windowMs: 60 * MINUTE },
  // ACCOUNT_CODES_PER_ADDRESS raises it where every user comes from one address (the end-to-end server).
  codePerIp: { bucket: "code:ip", max: Number(process.env.ACCOUNT_CODES_PER_ADDRESS) || 20, windowMs: 60 * MINUTE },
  /** Wrong secrets (password, current password, emailed code) of one account from one address: then 429. */
  failuresPerAccountAddress: { bucket: "fail:account-ip", max: 10, windowMs: WINDOW },
  /** Wrong secrets of one account from all addresses: then signing in needs an emailed code too. */
  failuresPerAccount: { bucket: "fail:account", max: 50, windowMs: WINDOW },
  /** Wrong secrets from one address, whatever the accounts: then 429. */
  failuresPerIp: { bucket: "fail:ip", max: 30, windowMs: WINDOW },
  captchaPerIp: { bucket: "captcha:ip", max: 30, windowMs: WINDOW },
  thirdPartyPerIp: { bucket: "third-party:ip", max: 30, windowMs: WINDOW },
} as const satisfies Record<string, Limit>;

/** Failed sign-ins of one account after which a captcha pass is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/**
 * Failed sign-ins from one address (any accounts) after which a captcha pass is required: higher,
 * because an office behind one address must not be challenged for one colleague's typos.
 */
export const CAPTCHA_AFTER_FAILURES_PER_ADDRESS = 10;

/** Who tries a secret of which account (its e-mail), from which client address. */
export type SecretTry = { account: string; ip: string };

/**
 * The places a try holds in the failure counters, taken before the secret is checked: `account` and
 * `address` are the tries counted so far, this one included; `stepUp` when the account's ceiling
 * (all addresses) is reached and a code mailed to the account is needed besides the password.
 */
export type TryPlaces = { account: number; address: number; stepUp: boolean };

/** A wrong secret: the try stays counted. Any other outcome gives its places back. */
const WRONG_SECRET: ReadonlySet<MessageKey> = new Set(["loginFailed", "currentPasswordIncorrect", "codeIncorrect"]);

function rateLimited(seconds: number): AppError {
  return new AppError(429, "rateLimited", { values: { seconds } });
}

const pairOf = (who: SecretTry) => `${who.account}\n${who.ip}`;

/** Takes the try's places (one statement per counter); 429 when this address used up its tries. */
async function reserveTry(db: Executor, who: SecretTry, now: Date): Promise<TryPlaces> {
  const byAddress = await take(db, LIMITS.failuresPerIp, who.ip, now);
  if (!byAddress.ok) throw rateLimited(byAddress.retryAfterSeconds);
  const byPair = await take(db, LIMITS.failuresPerAccountAddress, pairOf(who), now);
  if (!byPair.ok) {
    await giveBack(db, LIMITS.failuresPerIp, who.ip);
    throw rateLimited(byPair.retryAfterSeconds);
  }
  const byAccount = await take(db, LIMITS.failuresPerAccount, who.account, now);
  return {
    account: byAccount.ok ? byAccount.count : LIMITS.failuresPerAccount.max,
    address: byAddress.count,
    stepUp: !byAccount.ok,
  };
}

async function giveBackTry(db: Executor, who: SecretTry, places: TryPlaces): Promise<void> {
  await giveBack(db, LIMITS.failuresPerIp, who.ip);
  await giveBack(db, LIMITS.failuresPerAccountAddress, pairOf(who));
  if (!places.stepUp) await giveBack(db, LIMITS.failuresPerAccount, who.account);
}

/**
 * Checks a secret of an account under the shared failure limits (sign-in, `changePwd`'s current
 * password, every emailed code): the try is counted BEFORE `check` runs, atomically, so that of any
 * number of simultaneous tries at most the limit is ever checked. A wrong secret stays counted; a
 * right one clears the account's failures; anything else (a refused captcha, a missing code) gives
 * the places back.
 */
export async function checkSecret<T>(
  db: Executor,
  who: SecretTry,
  now: Date,
  check: (places: TryPlaces) => Promise<T>,
): Promise<T> {
  const places = await reserveTry(db, who, now);
  let value: T;
  try {
    value = await check(places);
  } catch (error) {
    if (!(error instanceof AppError && WRONG_SECRET.has(error.messageKey))) await giveBackTry(db, who, places);
    throw error;
  }
  await giveBack(db, LIMITS.failuresPerIp, who.ip);
  await reset(db, LIMITS.failuresPerAccountAddress, pairOf(who));
  await reset(db, LIMITS.failuresPerAccount, who.account);
  return value;
}

/**
 * The resend countdown: starts it, or answers 429 with the seconds left when the last send was
 * less than `seconds` ago (a limit of one use per `seconds`). Atomic across processes.
 */
export async function beginCooldown(db: Executor, bucket: string, subject: string, seconds: number, now: Date) {
  const taken = await take(db, { bucket, max: 1, windowMs: seconds * 1000 }, subject, now);
  if (!taken.ok) throw new AppError(429, "codeResendWait", { values: { seconds: taken.retryAfterSeconds } });
}

/** Lifts the countdown again (the mail could not be sent). */
export async function cancelCooldown(db: Executor, bucket: string, subject: string): Promise<void> {
  await reset(db, { bucket, max: 1, windowMs: 0 }, subject);
}
