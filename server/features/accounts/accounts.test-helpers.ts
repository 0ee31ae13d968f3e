import type { InjectOptions } from "fastify";
import { HEADER_VALUE_FOR_LOCALE, LOCALES } from "../../../contract/locales.ts";
import type { TestApp } from "../../test/test-app.ts";

/** A password that passes every rule of spec section 5. */
export const PASSWORD = "Secret123";

/** Every interface language with the `language` header value the web client sends for it. */
export const LANGUAGES = LOCALES.map((locale) => [HEADER_VALUE_FOR_LOCALE[locale], locale] as const);

/** A clock the app reads; tests move it instead of sleeping. */
export function testClock(start = new Date("2026-03-15T10:00:00Z")) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
    set: (at: Date) => {
      current = at.getTime();
    },
  };
}

let nextAddress = 1;
/** A fresh loopback address per caller, so that per-address limits do not leak between tests. */
export function freshIp(): string {
  const n = nextAddress++;
  return `127.20.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

export type Call = {
  token?: string;
  language?: string;
  payload?: unknown;
  ip?: string;
  headers?: Record<string, string>;
};

export function call(t: TestApp, method: InjectOptions["method"], url: string, options: Call = {}) {
  return t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? "127.0.0.1",
    headers: {
      ...(options.language ? { language: options.language } : {}),
      ...(options.token ? { authorization: options.token } : {}),
      ...options.headers,
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as InjectOptions["payload"] }),
  });
}

/** The newest mail to an address, from the outbox. */
export async function lastMailTo(t: TestApp, to: string) {
  return t.database.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("to_address", "=", to)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in mail: ${text}`);
  return match[1];
}

/** Requests a code and returns it, read from the mail the server wrote. */
export async function requestCode(t: TestApp, email: string, source: "1" | "2" | "3", options: Call = {}) {
  const res = await call(t, "POST", "/csi/user/sendEmailVerification", {
    ip: freshIp(),
    ...options,
    payload: { email, source },
  });
  if (res.statusCode !== 200) throw new Error(`code not sent: ${res.body}`);
  const mail = await lastMailTo(t, email);
  return codeIn(mail?.body_text ?? "");
}

export async function registerUser(t: TestApp, email: string, password = PASSWORD) {
  const code = await requestCode(t, email, "1");
  const res = await call(t, "POST", "/csi/user/register", {
    ip: freshIp(),
    payload: { email, code, firstName: "Ada", lastName: "Lovelace", passwordOne: password, passwordTwo: password },
  });
  if (res.statusCode !== 200) throw new Error(`not registered: ${res.body}`);
}

export async function login(t: TestApp, email: string, password = PASSWORD, ip = freshIp()) {
  const res = await call(t, "POST", "/csi/user/login", { ip, payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data as { token: string; userInfo: { id: string; userCode: string; userType: number } };
}

/** Registers and signs in: the token and the user's id. */
export async function signedInUser(t: TestApp, email: string) {
  await registerUser(t, email);
  const { token, userInfo } = await login(t, email);
  return { token, id: userInfo.id };
}
