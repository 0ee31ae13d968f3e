import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { AppContext } from "../../app-context.ts";
import type { Config } from "../../config.ts";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { createMailer, type Mailer } from "../../mail/mailer.ts";
import type { SessionUser } from "./sessions.service.ts";
import { createCaptcha, type Captcha } from "./captcha.service.ts";
import { createJwksKeys, type JwksKeys } from "./jwks.ts";

/** What the accounts routes share: built once per app. */
export type AccountsDeps = {
  db: Kysely<DB>;
  config: Config;
  now: () => Date;
  mailer: Mailer;
  captcha: Captcha;
  googleKeys: JwksKeys;
  appleKeys: JwksKeys;
};

export function createAccountsDeps(context: AppContext): AccountsDeps {
  const { config } = context;
  const db = context.database.db;
  return {
    db,
    config,
    now: context.now ?? (() => new Date()),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, devMailbox: config.devMailbox }),
    captcha: createCaptcha(db, config),
    googleKeys: createJwksKeys({ file: config.googleJwksFile, url: config.googleJwksUrl }),
    appleKeys: createJwksKeys({ file: config.appleJwksFile, url: config.appleJwksUrl }),
  };
}

export type ClientInfo = { usaged: number | null; ip: string | null; userAgent: string | null };

/** Who is calling: device kind, address and browser, kept with the session (login history). */
export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers["user-agent"];
  return { usaged: request.usaged, ip: request.ip ?? null, userAgent: agent ? agent.slice(0, 300) : null };
}

/** The signed-in user of a route behind `requireUser`. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, "unauthorized");
  return request.user;
}
