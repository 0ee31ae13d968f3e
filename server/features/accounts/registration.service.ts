import type { FastifyBaseLogger } from "fastify";
import type { EmailSource, RegisterBody, SendEmailVerificationResult } from "../../../contract/accounts.ts";
import { REGISTER_CODE_COUNTDOWN_S, RESET_CODE_COUNTDOWN_S } from "../../../contract/constants.ts";
import type { Locale } from "../../../contract/locales.ts";
import { AppError, ruleBroken } from "../../lib/app-error.ts";
import { translate, type MessageKey } from "../../i18n/messages.ts";
import { sendMail } from "../../mail/mail.service.ts";
import type { CodePurpose } from "./verification-codes.repo.ts";
import type { AccountsDeps, ClientInfo } from "./accounts.deps.ts";
import * as rules from "./account-rules.ts";
import { hashPassword } from "./passwords.ts";
import { LIMITS, beginCooldown, cancelCooldown, consume } from "./rate-limit.service.ts";
import type { SessionUser } from "./sessions.service.ts";
import { isUniqueViolation, newUserCode } from "./user-info.ts";
import * as users from "./users.repo.ts";
import { CODE_TTL_MS, checkCode, issueCode, withdrawCode } from "./verification-codes.service.ts";

const PURPOSES: Record<
  EmailSource,
  { purpose: CodePurpose; countdown: number; subject: MessageKey; text: MessageKey }
> = {
  "1": {
    purpose: "register",
    countdown: REGISTER_CODE_COUNTDOWN_S,
    subject: "mailRegisterSubject",
    text: "mailRegisterText",
  },
  "2": {
    purpose: "change_email",
    countdown: REGISTER_CODE_COUNTDOWN_S,
    subject: "mailChangeEmailSubject",
    text: "mailChangeEmailText",
  },
  "3": { purpose: "reset", countdown: RESET_CODE_COUNTDOWN_S, subject: "mailResetSubject", text: "mailResetText" },
};

/** Who the code is for: nobody yet (register), the signed-in user (change e-mail) or the account (reset). */
async function codeOwner(deps: AccountsDeps, purpose: CodePurpose, email: string, user: SessionUser | null) {
  if (purpose === "change_email") {
    if (!user) throw new AppError(401, "unauthorized");
    if (await users.emailTaken(deps.db, email)) throw ruleBroken("accountExists");
    return { send: true, userId: user.id };
  }
  if (purpose === "register") {
    // The same answer for a known address (no code mailed): sign-up must not tell who has an account.
    return { send: !(await users.emailTaken(deps.db, email)), userId: null };
  }
  // Reset: the answer is the same whether the account exists or not; only an account gets mail.
  const account = await users.findUserByEmail(deps.db, email);
  return { send: account !== undefined, userId: account ? String(account.id) : null };
}

/**
 * `sendEmailVerification`: mails a 6-digit code in the caller's language. The resend countdown
 * (300 s register, 60 s reset) and the per-address and per-e-mail limits are enforced here.
 */
export async function sendEmailVerification(
  deps: AccountsDeps,
  input: {
    email?: string | undefined;
    source: EmailSource;
    locale: Locale;
    client: ClientInfo;
    user: SessionUser | null;
  },
  log: FastifyBaseLogger,
): Promise<SendEmailVerificationResult> {
  const email = rules.checkAccountEmail(input.email);
  const { purpose, countdown, subject, text } = PURPOSES[input.source];
  const owner = await codeOwner(deps, purpose, email, input.user);
  const code = { purpose, email, userId: owner.userId, countdown, subject, text, send: owner.send };
  await mailCode(deps, code, { client: input.client, locale: input.locale, log, now: deps.now() });
  return { countdown };
}

type CodeMail = {
  purpose: CodePurpose;
  email: string;
  userId: string | null;
  countdown: number;
  subject: MessageKey;
  text: MessageKey;
  /** False: the limits are counted and the answer is the same, but no code is mailed. */
  send: boolean;
};
type MailContext = { client: ClientInfo; locale: Locale; log: FastifyBaseLogger; now: Date };

/** Mails a new code under the resend countdown and the per-address and per-e-mail limits. */
async function mailCode(deps: AccountsDeps, mail: CodeMail, { client, locale, log, now }: MailContext) {
  const { email } = mail;
  const cooldown = `cooldown:${mail.purpose}`;
  await consume(deps.db, LIMITS.codePerIp, client.ip ?? "unknown", now);
  await beginCooldown(deps.db, cooldown, email, mail.countdown, now);
  await consume(deps.db, LIMITS.codePerEmail, email, now).catch(async (error: unknown) => {
    await cancelCooldown(deps.db, cooldown, email);
    throw error;
  });
  if (!mail.send) return;
  const { id, code } = await issueCode(deps.db, { purpose: mail.purpose, email, userId: mail.userId }, now);
  const values = { code, minutes: CODE_TTL_MS / 60_000 };
  try {
    const message = { to: email, subject: translate(locale, mail.subject), text: translate(locale, mail.text, values) };
    await sendMail(deps.db, deps.mailer, log, message, now);
  } catch (error) {
    await withdrawCode(deps.db, id);
    await cancelCooldown(deps.db, cooldown, email);
    throw error;
  }
}

/**
 * The sign-in step-up: mails a login code to the account (nothing to an unknown address, with the
 * same answer). Within the countdown of the last one, that code stands and nothing is sent.
 */
export async function mailLoginCode(deps: AccountsDeps, email: string, context: MailContext): Promise<void> {
  const account = await users.findUserByEmail(deps.db, email);
  const mail = {
    purpose: "login",
    email,
    userId: account ? String(account.id) : null,
    countdown: RESET_CODE_COUNTDOWN_S,
    subject: "mailLoginSubject",
    text: "mailLoginText",
    send: account !== undefined,
  } as const;
  await mailCode(deps, mail, context).catch((error: unknown) => {
    if (!(error instanceof AppError && error.messageKey === "codeResendWait")) throw error;
  });
}

/** `register`: every rule of spec section 5 in the form's order, then the code, then the account. */
export async function register(
  deps: AccountsDeps,
  body: RegisterBody,
  locale: Locale,
  client: ClientInfo,
): Promise<{ email: string }> {
  const now = deps.now();
  const email = rules.checkAccountEmail(body.email);
  const firstName = rules.checkFirstName(body.firstName);
  const lastName = rules.checkLastName(body.lastName);
  const password = rules.checkNewPassword(body.passwordOne, body.passwordTwo);
  const code = rules.checkVerificationCode(body.code);
  rules.checkTermsAccepted(body.checked);
  if (await users.emailTaken(deps.db, email)) throw ruleBroken("accountExists");
  await checkCode(deps.db, { purpose: "register", email, code }, client.ip, now);
  const passwordHash = await hashPassword(password);
  try {
    await users.insertUser(deps.db, { userCode: newUserCode(), email, passwordHash, firstName, lastName, locale });
  } catch (error) {
    if (isUniqueViolation(error)) throw ruleBroken("accountExists");
    throw error;
  }
  return { email };
}
