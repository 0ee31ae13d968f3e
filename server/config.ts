import { statSync } from "node:fs";
import { resolve } from "node:path";
import { Type, type Static, type TSchema } from "typebox";
import { Value } from "typebox/value";
import { StartupError } from "./startup/startup-error.ts";
import { REPLY_PIECE_DELAY_MS } from "../contract/constants.ts";

/** Everything the server reads from the environment; documented in README.md. */
/**
 * Demo companies loaded on a first start: enough for the demo generator to give each of its 212
 * countries more than 100 (its COUNTRY_FLOOR), so the country picker lists them all.
 */
export const DEFAULT_DEMO_COMPANIES = 25_000;

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
  /** `pretty` (one readable line per event, requests at debug) or `json`; by default pretty on a terminal. */
  logFormat: "pretty" | "json" | undefined;
  /** Bearer token of `/csi/metrics`; without it the metrics are off (404). */
  metricsToken: string | undefined;
  /** Trust X-Forwarded-* headers (only behind a reverse proxy that sets them). */
  trustProxy: boolean;
  /** The development mailbox (`/dev/mailbox`, codes in the log): only with DEV_MAILBOX=1, no SMTP, no proxy. */
  devMailbox: boolean;
  /** RSS 2.0 / Atom feeds whose items become company news (NEWS_FEEDS, comma-separated http(s) URLs). */
  newsFeeds: string[];
  /** How often each news feed is fetched, in minutes. */
  newsFeedMinutes: number;
  /** Demo companies generated on first start (0 = none). */
  demoCompanies: number;
  demoSeed: number;
  /** Sender address of outgoing mail. */
  mailFrom: string;
  /** Support address named in the captcha failure message. */
  supportEmail: string;
  /** Accounts (by e-mail, lower case) that may read the problem reports (`GET /admin/problemReports`). */
  adminEmails: string[];
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
  /** Longest a database statement may run while serving (ms, 0 = no limit). */
  statementTimeoutMs: number;
  /** Requests a minute one client address may send to the company search and autocomplete (0 = no limit). */
  searchRateLimit: number;
  /** Company exports a minute one client address may ask for (0 = no limit). */
  exportRateLimit: number;
  /** Event-loop delay (ms) above which the server answers 503 until it recovers (0 = never). */
  maxEventLoopDelayMs: number;
  /** The AI assistant's OpenAI-compatible provider (docs/decisions/0038); none = the built-in analyst. */
  aiBaseUrl: string | undefined;
  aiApiKey: string | undefined;
  aiModel: string;
  /** A local GGUF model file run through node-llama-cpp, which the operator installs (decision 0038). */
  aiModelPath: string | undefined;
  /** The built-in analyst's pause between the pieces of an answer (spec §9: reply piece delay). */
  aiPieceDelayMs: number;
  /** Where bank transfers are sent (BANK_* variables, docs/MONEY.md); none = the page says it is not offered. */
  bankTransfer?: BankAccount | null;
  /** The upload service's S3-compatible store (S3_BUCKET and its variables); null = files under DATA_DIR/files. */
  s3?: S3Config | null;
  /** The card payment provider (PAYMENT_PROVIDER): the sandbox by default, or Stripe with its keys. */
  payments?: PaymentsConfig;
};

/** NEWS_FEEDS: comma-separated http(s) URLs; anything else stops the start with the value named. */
function newsFeedUrls(value: string | undefined): string[] {
  const urls = list(value);
  const bad = urls.filter((u) => !URL.canParse(u) || !/^https?:$/.test(new URL(u).protocol));
  if (bad.length > 0)
    throw new StartupError(
      `NEWS_FEEDS: not an http(s) address: ${bad.join(", ")}. Fix: NEWS_FEEDS=https://example.com/rss.xml,https://example.org/atom.xml`,
    );
  return urls;
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

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
// A pattern rather than a union of literals: one error per wrong variable, however many values.
const oneOf = <T extends string>(values: readonly T[], options: { description: string; examples: string[] }) =>
  Type.Unsafe<T>(Type.String({ pattern: `^(${values.join("|")})$`, ...options }));
const whole = (minimum: number, maximum: number, example: string) =>
  Type.Integer({ minimum, maximum, description: `a whole number from ${minimum} to ${maximum}`, examples: [example] });
const url = (schemes: string, description: string, example: string) =>
  Type.String({ pattern: `^(${schemes})://`, description, examples: [example] });

/**
 * The environment variables the server checks at start (README.md, "Configuration"): each entry
 * says what is expected and gives an example, which is the fix printed when a value is wrong.
 */
const ENVIRONMENT = Type.Object({
  PORT: Type.Optional(whole(1, 65_535, "PORT=8080")),
  DATABASE_URL: Type.Optional(
    url("postgres|postgresql", "a PostgreSQL URL", "DATABASE_URL=postgres:///csi?host=/var/run/postgresql"),
  ),
  SMTP_URL: Type.Optional(url("smtp|smtps", "an SMTP URL", "SMTP_URL=smtps://user:pass@smtp.example.com:465")),
  PUBLIC_URL: Type.Optional(url("http|https", "the app's public address", "PUBLIC_URL=https://csi.example.com")),
  TRUST_PROXY: Type.Optional(
    oneOf(["0", "1", "true", "false"], { description: "1 or 0", examples: ["TRUST_PROXY=1"] }),
  ),
  DEV_MAILBOX: Type.Optional(oneOf(["0", "1"], { description: "1 or 0", examples: ["DEV_MAILBOX=1"] })),
  LOG_LEVEL: Type.Optional(oneOf(LOG_LEVELS, { description: LOG_LEVELS.join(", "), examples: ["LOG_LEVEL=info"] })),
  LOG_FORMAT: Type.Optional(
    oneOf(["pretty", "json"], { description: "pretty or json", examples: ["LOG_FORMAT=json"] }),
  ),
  METRICS_TOKEN: Type.Optional(
    Type.String({
      minLength: 16,
      description: "at least 16 characters",
      examples: ["METRICS_TOKEN=$(openssl rand -hex 24)"],
    }),
  ),
  DEMO_COMPANIES: Type.Optional(whole(0, 10_000_000, "DEMO_COMPANIES=25000")),
  DEMO_SEED: Type.Optional(whole(0, 2 ** 31 - 1, "DEMO_SEED=1")),
  CAPTCHA_COST: Type.Optional(whole(1, 10_000_000, "CAPTCHA_COST=1000")),
  CAPTCHA_MAX_COUNTER: Type.Optional(whole(2, 10_000_000, "CAPTCHA_MAX_COUNTER=5000")),
  ACCOUNT_CODES_PER_ADDRESS: Type.Optional(whole(1, 1_000_000, "ACCOUNT_CODES_PER_ADDRESS=20")),
  STATEMENT_TIMEOUT_MS: Type.Optional(whole(0, 86_400_000, "STATEMENT_TIMEOUT_MS=15000")),
  SEARCH_RATE_LIMIT: Type.Optional(whole(0, 1_000_000, "SEARCH_RATE_LIMIT=120")),
  EXPORT_RATE_LIMIT: Type.Optional(whole(0, 1_000_000, "EXPORT_RATE_LIMIT=10")),
  MAX_EVENT_LOOP_DELAY_MS: Type.Optional(whole(0, 600_000, "MAX_EVENT_LOOP_DELAY_MS=1000")),
  AI_BASE_URL: Type.Optional(
    url("http|https", "an OpenAI-compatible API address", "AI_BASE_URL=https://api.openai.com/v1"),
  ),
  AI_PIECE_DELAY_MS: Type.Optional(whole(0, 10_000, "AI_PIECE_DELAY_MS=1000")),
  NEWS_FEED_MINUTES: Type.Optional(whole(1, 10_080, "NEWS_FEED_MINUTES=60")),
});

/**
 * The environment, checked against ENVIRONMENT (an empty variable counts as unset): one line per
 * wrong variable, saying what it holds, what is expected and an example to copy.
 */
function checkEnvironment(env: NodeJS.ProcessEnv): { values: Record<string, string | number>; problems: string[] } {
  const given = Object.fromEntries(
    Object.keys(ENVIRONMENT.properties)
      .filter((name) => env[name] !== undefined && env[name] !== "")
      .map((name) => [name, env[name]]),
  );
  const values = Value.Convert(ENVIRONMENT, given) as Record<string, string | number>;
  const wrong = new Set(Value.Errors(ENVIRONMENT, values).map((error) => error.instancePath.split("/")[1] ?? ""));
  const problems = [...wrong].map((name) => {
    const schema = (ENVIRONMENT.properties as Record<string, TSchema & { description?: string; examples?: string[] }>)[
      name
    ];
    const shown = name === "METRICS_TOKEN" ? "(hidden)" : JSON.stringify(given[name]);
    return `${name}=${shown} is not valid: expected ${schema?.description ?? "another value"}. Fix: set ${schema?.examples?.[0] ?? name}, or unset it for the default`;
  });
  return { values, problems };
}

export type BankAccount = {
  accountHolderName: string;
  bankName: string;
  bankAddress: string;
  swiftCode: string;
  accountNumber: string;
  abaRoutingNumber: string;
  iban: string;
};

/** The operator's bank account for transfers: set when BANK_ACCOUNT_HOLDER and an account number or IBAN are. */
function bankAccount(env: NodeJS.ProcessEnv): BankAccount | null {
  const value = (name: string) => env[name]?.trim() ?? "";
  if (!value("BANK_ACCOUNT_HOLDER") || !(value("BANK_ACCOUNT_NUMBER") || value("BANK_IBAN"))) return null;
  return {
    accountHolderName: value("BANK_ACCOUNT_HOLDER"),
    bankName: value("BANK_NAME"),
    bankAddress: value("BANK_ADDRESS"),
    swiftCode: value("BANK_SWIFT"),
    accountNumber: value("BANK_ACCOUNT_NUMBER"),
    abaRoutingNumber: value("BANK_ABA_ROUTING"),
    iban: value("BANK_IBAN"),
  };
}

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), addressed path-style: `<endpoint>/<bucket>/<prefix><id>`. */
export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  prefix: string;
};

/** The S3 store when S3_BUCKET is set: its endpoint and keys are then required. */
function s3Store(env: NodeJS.ProcessEnv): S3Config | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const missing = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].filter((name) => !env[name]?.trim());
  if (missing.length > 0)
    throw new StartupError(
      missing.map((name) => `${name} is not set. Fix: set it, since S3_BUCKET is set (or unset S3_BUCKET)`),
    );
  const endpoint = env.S3_ENDPOINT!.trim();
  if (!/^https?:\/\/[^/]+/.test(endpoint))
    throw new StartupError(
      `S3_ENDPOINT=${endpoint} is not an http(s) URL. Fix: e.g. https://s3.eu-west-1.amazonaws.com`,
    );
  return {
    endpoint,
    bucket,
    region: env.S3_REGION?.trim() || "us-east-1",
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
    prefix: env.S3_PREFIX?.trim() ?? "",
  };
}

export type PaymentsConfig =
  | { provider: "sandbox" }
  | {
      provider: "stripe";
      secretKey: string;
      publishableKey: string;
      webhookSecret: string | null;
      /** STRIPE_API_BASE: another API address (stripe-mock, a test fake); default Stripe's. */
      apiBase: string | null;
    };

/** PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (docs/OPERATIONS.md). */
function paymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const provider = env.PAYMENT_PROVIDER?.trim() || "sandbox";
  if (provider === "sandbox") return { provider };
  if (provider !== "stripe")
    throw new StartupError(
      `PAYMENT_PROVIDER=${provider} is not valid: expected sandbox or stripe. Fix: set PAYMENT_PROVIDER=stripe, or unset it for the sandbox`,
    );
  const missing = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY"].filter((name) => !env[name]?.trim());
  if (missing.length > 0)
    throw new StartupError(
      missing.map(
        (name) => `${name} is not set. Fix: set it, since PAYMENT_PROVIDER=stripe (or unset PAYMENT_PROVIDER)`,
      ),
    );
  const apiBase = env.STRIPE_API_BASE?.trim() || null;
  if (apiBase && !/^https?:\/\/[^/]+/.test(apiBase))
    throw new StartupError(`STRIPE_API_BASE=${apiBase} is not an http(s) URL. Fix: unset it to use Stripe's API`);
  return {
    provider,
    secretKey: env.STRIPE_SECRET_KEY!.trim(),
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!.trim(),
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || null,
    apiBase,
  };
}

/** Reads and checks the environment; throws a StartupError listing every wrong variable, one per line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { values, problems } = checkEnvironment(env);
  if (problems.length > 0) throw new StartupError(problems);
  const checked = values as Static<typeof ENVIRONMENT>;
  const port = checked.PORT ?? 8080;
  const host = env.HOST || "127.0.0.1";
  const publicUrl = checked.PUBLIC_URL ?? `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
  const trustProxy = checked.TRUST_PROXY === "1" || checked.TRUST_PROXY === "true";
  const devMailbox = checked.DEV_MAILBOX === "1";
  if (devMailbox && trustProxy) {
    // Behind a proxy on this host every request comes from loopback: anyone could read the codes.
    throw new StartupError(
      "DEV_MAILBOX=1 cannot be used with TRUST_PROXY: the mailbox shows sign-in codes to loopback callers. Fix: unset DEV_MAILBOX (development only)",
    );
  }
  const aiModelPath = env.AI_MODEL_PATH || undefined;
  if (aiModelPath && checked.AI_BASE_URL)
    throw new StartupError(
      "AI_MODEL_PATH and AI_BASE_URL are both set: the assistant answers through one model. Fix: unset one of them",
    );
  if (aiModelPath && !statSync(aiModelPath, { throwIfNoEntry: false })?.isFile())
    throw new StartupError(
      `AI_MODEL_PATH=${aiModelPath} is not a file here. Fix: point it at a GGUF model file the server can read`,
    );
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR || ".data"),
    databaseUrl: checked.DATABASE_URL,
    smtpUrl: checked.SMTP_URL,
    publicUrl,
    webDir: resolve(env.WEB_DIR || "dist"),
    logLevel: checked.LOG_LEVEL ?? "info",
    logFormat: checked.LOG_FORMAT,
    metricsToken: checked.METRICS_TOKEN,
    trustProxy,
    devMailbox: devMailbox && !checked.SMTP_URL,
    demoCompanies: checked.DEMO_COMPANIES ?? DEFAULT_DEMO_COMPANIES,
    demoSeed: checked.DEMO_SEED ?? 1,
    mailFrom: env.MAIL_FROM || addressOn(publicUrl, "no-reply"),
    supportEmail: env.SUPPORT_EMAIL || addressOn(publicUrl, "support"),
    adminEmails: list(env.ADMIN_EMAILS).map((email) => email.toLowerCase()),
    googleClientIds: list(env.GOOGLE_CLIENT_ID),
    googleJwksFile: env.GOOGLE_JWKS_FILE || undefined,
    googleJwksUrl: env.GOOGLE_JWKS_URL || "https://www.googleapis.com/oauth2/v3/certs",
    googleAuthUrl: env.GOOGLE_AUTH_URL || "https://accounts.google.com/o/oauth2/v2/auth",
    appleClientIds: list(env.APPLE_CLIENT_ID),
    appleJwksFile: env.APPLE_JWKS_FILE || undefined,
    appleJwksUrl: env.APPLE_JWKS_URL || "https://appleid.apple.com/auth/keys",
    appleAuthUrl: env.APPLE_AUTH_URL || "https://appleid.apple.com/auth/authorize",
    captchaHmacKey: env.CAPTCHA_HMAC_KEY || undefined,
    captchaCost: checked.CAPTCHA_COST ?? 1000,
    captchaMaxCounter: checked.CAPTCHA_MAX_COUNTER ?? 5000,
    statementTimeoutMs: checked.STATEMENT_TIMEOUT_MS ?? 15_000,
    searchRateLimit: checked.SEARCH_RATE_LIMIT ?? 120,
    exportRateLimit: checked.EXPORT_RATE_LIMIT ?? 10,
    maxEventLoopDelayMs: checked.MAX_EVENT_LOOP_DELAY_MS ?? 1000,
    aiBaseUrl: checked.AI_BASE_URL?.replace(/\/+$/, ""),
    aiApiKey: env.AI_API_KEY || undefined,
    aiModel: env.AI_MODEL || "gpt-4o-mini",
    aiModelPath,
    aiPieceDelayMs: checked.AI_PIECE_DELAY_MS ?? REPLY_PIECE_DELAY_MS,
    newsFeeds: newsFeedUrls(env.NEWS_FEEDS),
    newsFeedMinutes: checked.NEWS_FEED_MINUTES ?? 60,
    bankTransfer: bankAccount(env),
    s3: s3Store(env),
    payments: paymentsConfig(env),
  };
}
