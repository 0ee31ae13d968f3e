import { resolve } from "node:path";

/** Everything the server reads from the environment; documented in README.md. */
export type Config = {
  port: number;
  host: string;
  /** Folder of the embedded database and stored files. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl: string | undefined;
  /** SMTP connection string for outgoing mail; without it mail goes to the outbox. */
  smtpUrl: string | undefined;
  /** Public address of the app, used in mailed links. */
  publicUrl: string;
  /** Folder of the built PWA served at `/`. */
  webDir: string;
  logLevel: string;
  /** Trust X-Forwarded-* headers (only behind a reverse proxy that sets them). */
  trustProxy: boolean;
  /** The development mailbox (`/dev/mailbox`, codes in the log): only with DEV_MAILBOX=1, no SMTP, no proxy. */
  devMailbox: boolean;
  /** Demo companies generated on first start (0 = none). */
  demoCompanies: number;
  demoSeed: number;
  /** Sender address of outgoing mail. */
  mailFrom: string;
  /** Support address named in the captcha failure message. */
  supportEmail: string;
  /** Google sign-in: accepted client ids (comma-separated in the environment); none = no button. */
  googleClientIds: string[];
  /** Google signing keys: a JWKS file (offline) or URL. */
  googleJwksFile: string | undefined;
  googleJwksUrl: string;
  /** Google's OpenID Connect authorization endpoint, where the sign-in button leads. */
  googleAuthUrl: string;
  /** Apple sign-in: accepted client (service or bundle) ids; none = no button. */
  appleClientIds: string[];
  appleJwksFile: string | undefined;
  appleJwksUrl: string;
  /** Apple's authorization endpoint, where the sign-in button leads. */
  appleAuthUrl: string;
  /** HMAC key of the captcha; without it a random key is generated once and kept in the database. */
  captchaHmacKey: string | undefined;
  /** Captcha difficulty: key-derivation iterations per try, and the largest secret counter. */
  captchaCost: number;
  captchaMaxCounter: number;
};

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `no-reply@example.com` style addresses on the public host (localhost for a bare IP). */
function addressOn(publicUrl: string, user: string): string {
  const host = new URL(publicUrl).hostname;
  return `${user}@${/^[\d.]+$|:/.test(host) ? "localhost" : host}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env.PORT, 8080, "PORT");
  const host = env.HOST || "127.0.0.1";
  const publicUrl = env.PUBLIC_URL || `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
  const trustProxy = env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true";
  const devMailbox = env.DEV_MAILBOX === "1";
  if (devMailbox && trustProxy) {
    // Behind a proxy on this host every request comes from loopback: anyone could read the codes.
    throw new Error(
      "DEV_MAILBOX=1 cannot be used with TRUST_PROXY: the mailbox shows sign-in codes to loopback callers",
    );
  }
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR || ".data"),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl,
    webDir: resolve(env.WEB_DIR || "dist"),
    logLevel: env.LOG_LEVEL || "info",
    trustProxy,
    devMailbox: devMailbox && !env.SMTP_URL,
    demoCompanies: integer(env.DEMO_COMPANIES, 20_000, "DEMO_COMPANIES"),
    demoSeed: integer(env.DEMO_SEED, 1, "DEMO_SEED"),
    mailFrom: env.MAIL_FROM || addressOn(publicUrl, "no-reply"),
    supportEmail: env.SUPPORT_EMAIL || addressOn(publicUrl, "support"),
    googleClientIds: list(env.GOOGLE_CLIENT_ID),
    googleJwksFile: env.GOOGLE_JWKS_FILE || undefined,
    googleJwksUrl: env.GOOGLE_JWKS_URL || "https://www.googleapis.com/oauth2/v3/certs",
    googleAuthUrl: env.GOOGLE_AUTH_URL || "https://accounts.google.com/o/oauth2/v2/auth",
    appleClientIds: list(env.APPLE_CLIENT_ID),
    appleJwksFile: env.APPLE_JWKS_FILE || undefined,
    appleJwksUrl: env.APPLE_JWKS_URL || "https://appleid.apple.com/auth/keys",
    appleAuthUrl: env.APPLE_AUTH_URL || "https://appleid.apple.com/auth/authorize",
    captchaHmacKey: env.CAPTCHA_HMAC_KEY || undefined,
    captchaCost: Math.max(1, integer(env.CAPTCHA_COST, 1000, "CAPTCHA_COST")),
    captchaMaxCounter: Math.max(2, integer(env.CAPTCHA_MAX_COUNTER, 5000, "CAPTCHA_MAX_COUNTER")),
  };
}
