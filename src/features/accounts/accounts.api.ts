import type {
  CaptchaChallenge,
  CaptchaPass,
  LoginBody,
  LoginResult,
  RegisterBody,
  RetrievePasswordBody,
  SendEmailVerificationBody,
  ThirdLoginConfig,
} from "../../../contract/accounts.ts";
import type { IdlePolicy, SaveUserProfileBody, UserSimpleInfo } from "../../../contract/account-center.ts";
import { EMAIL_SOURCE } from "../../../contract/constants.ts";
import { AccountResultCode } from "../../../contract/accounts.ts";
import { accountCenterEndpoints, accountsEndpoints as endpoints } from "../../../contract/accounts.endpoints.ts";
import { ApiError, call } from "../../lib/api-client.ts";
import { clearSession, saveSession } from "../../lib/session.ts";

/** Stores the session of a sign-in; answers the account type (3 = organisation administrator). */
function startSession({ token, userInfo }: LoginResult): number {
  saveSession(token, { userInfo: { ...userInfo, userType: String(userInfo.userType) } });
  return userInfo.type;
}

/** Signs in and stores the session; resolves with the account type (3 = organisation administrator). */
export async function signIn(
  email: string,
  password: string,
  captchaPass?: string,
  emailCode?: string,
): Promise<number> {
  const body: LoginBody = { email: email.trim(), password: password.trim(), captchaPass, emailCode: emailCode?.trim() };
  return startSession(await call(endpoints.login, body, { quiet: true }));
}

/** Which third-party sign-in buttons the server offers (none unless configured). */
export function getThirdLoginConfig(): Promise<ThirdLoginConfig> {
  return call(endpoints.thirdLoginConfig, undefined, { silent: true, quiet: true });
}

/** Signs in with a provider's ID token and stores the session, as a password sign-in does. */
export async function thirdPartySignIn(answer: {
  provider: "google" | "apple";
  clientId: string;
  idToken: string;
  nonce: string;
  email: string;
}): Promise<number> {
  const { clientId, idToken, nonce, email } = answer;
  const result =
    answer.provider === "google"
      ? await call(endpoints.thirdLoginGoogle, { clientId, idToken, email, nonce }, { quiet: true })
      : await call(endpoints.thirdLoginApple, { clientId, idToken, nonce }, { quiet: true });
  return startSession(result);
}

/** Sends the registration code; resolves with the seconds before another may be requested. */
export async function sendRegistrationCode(email: string): Promise<number> {
  const body: SendEmailVerificationBody = { email: email.trim(), source: EMAIL_SOURCE.register };
  const result = await call(endpoints.sendEmailVerification, body, { quiet: true });
  return result.countdown;
}

/** The registration form's fields, as the API takes them (the terms box is checked on the client). */
export type Registration = Required<Omit<RegisterBody, "checked">>;

export function register(form: Registration): Promise<unknown> {
  const body: RegisterBody = { ...form, email: form.email.trim(), checked: true };
  return call(endpoints.register, body, { quiet: true });
}

/**
 * The spec's sign-out: on success the session is cleared and the app returns to /; otherwise all
 * session data is cleared and / is reloaded.
 */
export async function signOut(goHome: () => void): Promise<void> {
  try {
    await call(endpoints.logout, undefined, { quiet: true });
    clearSession();
    goHome();
  } catch (error) {
    clearSession();
    sessionStorage.clear();
    if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) location.assign("/");
  }
}

/** The message to show for a failed call: the server's own text when it answered. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** Forgot password, step 1: sends the reset code; resolves with the seconds before another may be requested. */
export async function sendResetCode(email: string): Promise<number> {
  const body: SendEmailVerificationBody = { email: email.trim(), source: EMAIL_SOURCE.reset };
  const result = await call(endpoints.sendEmailVerification, body, { quiet: true });
  return result.countdown;
}

/** Forgot password, step 1: the emailed code buys a verification token. */
export function checkResetCode(email: string, code: string): Promise<string> {
  return call(endpoints.tickNextStep, { verificationCode: code, account: email.trim() }, { quiet: true });
}

/** Forgot password, step 2: sets the new password. */
export function resetPassword(body: RetrievePasswordBody): Promise<unknown> {
  return call(endpoints.retrievePassword, { ...body, account: body.account?.trim() }, { quiet: true });
}

/** Certification, credits and the idle log-out in force. */
export function getUserSimpleInfo(): Promise<UserSimpleInfo> {
  return call(accountCenterEndpoints.simpleInfo, undefined, { silent: true, quiet: true });
}

/** Tells the server the user is active (decision 0004); answers the idle policy in force. */
export function sendHeartbeat(): Promise<IdlePolicy> {
  return call(accountCenterEndpoints.heartbeat, undefined, { silent: true, quiet: true });
}

export function saveUserProfile(body: SaveUserProfileBody): Promise<unknown> {
  return call(accountCenterEndpoints.saveUserProfile, body, { quiet: true });
}

export function getCaptchaChallenge(): Promise<CaptchaChallenge> {
  return call(endpoints.captchaChallenge, undefined, { silent: true, quiet: true });
}

/** Checks a solved challenge; resolves with the single-use pass for the next login. */
export function verifyCaptcha(token: string): Promise<CaptchaPass> {
  return call(endpoints.captchaVerify, { token }, { silent: true, quiet: true });
}

/** The login answers code 428 when a captcha pass is needed (after 3 failures) or the pass was refused. */
export function isCaptchaRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === AccountResultCode.captchaRequired;
}

/** The login answers code 4281 when the code it just mailed to the account must come with the password. */
export function isLoginCodeRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === AccountResultCode.loginCodeRequired;
}
