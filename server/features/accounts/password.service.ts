import { randomBytes } from "node:crypto";
import type { RetrievePasswordBody } from "../../../contract/accounts.ts";
import { ruleBroken } from "../../lib/app-error.ts";
import type { AccountsDeps } from "./accounts.deps.ts";
import * as rules from "./account-rules.ts";
import { inTransaction } from "./executor.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import * as repo from "./password.repo.ts";
import { endAllSessions, hashToken, type SessionUser } from "./sessions.service.ts";
import { isUniqueViolation } from "./user-info.ts";
import * as users from "./users.repo.ts";
import { checkCode } from "./verification-codes.service.ts";
import { checkSecret } from "./rate-limit.service.ts";
import type { ClientInfo } from "./accounts.deps.ts";
import { notify } from "../notifications/index.ts";

/** The forgot-password token: good for one `retrievePassword` within 15 minutes. */
export const RESET_TOKEN_TTL_MS = 15 * 60_000;

/** `tickNextStep`: the emailed reset code buys a single-use verification token. */
export async function tickNextStep(
  deps: AccountsDeps,
  body: { verificationCode?: string | undefined; account?: string | undefined },
  client: ClientInfo,
): Promise<string> {
  const now = deps.now();
  const email = rules.checkAccountEmail(body.account);
  const code = rules.checkVerificationCode(body.verificationCode);
  const { userId } = await checkCode(deps.db, { purpose: "reset", email, code }, client.ip, now);
  if (!userId) throw ruleBroken("codeIncorrect");
  const token = randomBytes(32).toString("base64url");
  await repo.insertResetToken(deps.db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  await repo.pruneResetTokens(deps.db, new Date(now.getTime() - 24 * 3_600_000));
  return token;
}

/** `retrievePassword`: the new password (section-5 rules) replaces the old one; every session ends. */
export async function retrievePassword(deps: AccountsDeps, body: RetrievePasswordBody): Promise<void> {
  const now = deps.now();
  const email = rules.checkAccountEmail(body.account);
  const password = rules.checkNewPassword(body.newPasswordOne, body.newPasswordTow);
  if (!body.verificationToken) throw ruleBroken("resetTokenInvalid");
  const passwordHash = await hashPassword(password);
  const tokenHash = hashToken(body.verificationToken);
  await inTransaction(deps.db, async (trx) => {
    const used = await repo.useResetToken(trx, tokenHash, now);
    const user = used ? await users.findUserById(trx, String(used.user_id)) : undefined;
    if (!user || user.email !== email) throw ruleBroken("resetTokenInvalid");
    await users.setPasswordHash(trx, String(user.id), passwordHash);
    await endAllSessions(trx, String(user.id), "password_changed", now);
  });
}

/**
 * `changePwd`: the current password (when the account has one) and a new one by the same rules. The
 * current password is checked under the sign-in failure limits (`checkSecret`).
 */
export async function changePassword(
  deps: AccountsDeps,
  user: SessionUser,
  body: { oldPassword?: string | undefined; newPasswordOne?: string | undefined; newPasswordTwo?: string | undefined },
  client: ClientInfo,
): Promise<void> {
  const account = await users.findUserById(deps.db, user.id);
  if (!account) throw ruleBroken("currentPasswordIncorrect");
  const hash = account.password_hash;
  if (hash !== null) {
    const current = (body.oldPassword ?? "").trim();
    await checkSecret(deps.db, { account: account.email, ip: client.ip ?? "unknown" }, deps.now(), async () => {
      if (!current || !(await verifyPassword(current, hash))) throw ruleBroken("currentPasswordIncorrect");
    });
  }
  const password = rules.checkNewPassword(body.newPasswordOne, body.newPasswordTwo);
  await users.setPasswordHash(deps.db, user.id, await hashPassword(password));
  await notify(deps.db, [{ userId: user.id, event: { kind: "passwordChanged", params: {} } }], deps.now());
}

/** `changeUserAccount`: the new e-mail, proven by the code sent to it (source '2'). */
export async function changeAccountEmail(
  deps: AccountsDeps,
  user: SessionUser,
  body: { email?: string | undefined; code?: string | undefined },
  client: ClientInfo,
): Promise<{ email: string }> {
  const email = rules.checkAccountEmail(body.email);
  const code = rules.checkVerificationCode(body.code);
  if (await users.emailTaken(deps.db, email)) throw ruleBroken("accountExists");
  const { userId } = await checkCode(deps.db, { purpose: "change_email", email, code }, client.ip, deps.now());
  if (userId !== user.id) throw ruleBroken("codeIncorrect");
  try {
    await users.setEmail(deps.db, user.id, email);
  } catch (error) {
    if (isUniqueViolation(error)) throw ruleBroken("accountExists");
    throw error;
  }
  await notify(deps.db, [{ userId: user.id, event: { kind: "emailChanged", params: { email } } }], deps.now());
  return { email };
}
