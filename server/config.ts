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
  /** Demo companies generated on first start (0 = none). */
  demoCompanies: number;
  demoSeed: number;
};

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env.PORT, 8080, "PORT");
  const host = env.HOST || "127.0.0.1";
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR || ".data"),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: env.PUBLIC_URL || `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`,
    webDir: resolve(env.WEB_DIR || "dist"),
    logLevel: env.LOG_LEVEL || "info",
    demoCompanies: integer(env.DEMO_COMPANIES, 20_000, "DEMO_COMPANIES"),
    demoSeed: integer(env.DEMO_SEED, 1, "DEMO_SEED"),
  };
}
