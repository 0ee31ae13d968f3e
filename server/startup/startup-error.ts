import { DataDirLockedError } from "../db/data-dir-lock.ts";

/**
 * A problem the operator can fix before the server can start: printed as its lines (one line per
 * problem, each with its fix) without a stack trace, and the process exits with status 1.
 */
export class StartupError extends Error {
  readonly lines: string[];
  constructor(lines: string | string[]) {
    const all = typeof lines === "string" ? [lines] : lines;
    super(all.join("\n"));
    this.name = "StartupError";
    this.lines = all;
  }
}

type Where = { port: number; host: string; databaseUrl: string | undefined; dataDir: string };
type SystemError = Error & { code?: string; syscall?: string; address?: string; port?: number };

/** "database csi on /var/run/postgresql": where DATABASE_URL points, without its password. */
export function databaseTarget(databaseUrl: string): string {
  const match = /^postgres(?:ql)?:\/\/(?:[^@/]*@)?([^/?]*)\/?([^?]*)(?:\?(.*))?$/.exec(databaseUrl);
  if (!match) return "DATABASE_URL";
  const socket = new URLSearchParams(match[3] ?? "").get("host");
  const server = socket || match[1] || "localhost:5432";
  return `database ${decodeURIComponent(match[2] || "(named after the user)")} on ${server}`;
}

function databaseProblem(error: SystemError, databaseUrl: string): string | null {
  const target = databaseTarget(databaseUrl);
  const lines: Record<string, string> = {
    ECONNREFUSED: `cannot reach the ${target}: nothing answers there (ECONNREFUSED). Fix: start PostgreSQL (e.g. sudo systemctl start postgresql) or correct the host and port in DATABASE_URL`,
    ENOENT: `cannot reach the ${target}: no PostgreSQL socket there (ENOENT). Fix: start PostgreSQL or correct host= in DATABASE_URL`,
    ENOTFOUND: `cannot reach the ${target}: the host name is unknown (ENOTFOUND). Fix: correct the host in DATABASE_URL`,
    EAI_AGAIN: `cannot reach the ${target}: the host name could not be looked up (EAI_AGAIN). Fix: check the network or use an address in DATABASE_URL`,
    ETIMEDOUT: `cannot reach the ${target}: the connection timed out (ETIMEDOUT). Fix: check the host, port and firewall in DATABASE_URL`,
    "28P01": `PostgreSQL refused the password for the ${target} (28P01). Fix: correct the user and password in DATABASE_URL`,
    "28000": `PostgreSQL refused the user for the ${target} (28000: ${error.message}). Fix: create the role (createuser NAME) or name another user in DATABASE_URL`,
    "3D000": `the ${target} does not exist (3D000). Fix: create it (createdb NAME) or correct the database name in DATABASE_URL`,
    "42501": `the DATABASE_URL user may not do what the server needs (42501: ${error.message}). Fix: let it create the extensions pg_trgm, unaccent and fuzzystrmatch, or create them in public first`,
  };
  // A missing file elsewhere is not a missing socket; a SQLSTATE comes from the server itself.
  if (error.code === "ENOENT" && error.syscall !== "connect") return null;
  if (/^[0-9A-Z]{5}$/.test(error.code ?? "") && !("severity" in error)) return null;
  return (error.code && lines[error.code]) ?? null;
}

function listenProblem(error: SystemError, where: Where): string | null {
  const at = `port ${where.port} on ${where.host}`;
  if (error.code === "EADDRINUSE") {
    return `${at} is already in use by another program (EADDRINUSE). Fix: stop that program, or choose a free port, e.g. PORT=${where.port === 65_535 ? 8081 : where.port + 1}`;
  }
  if (error.code === "EADDRNOTAVAIL") {
    return `cannot listen on ${where.host}: not an address of this machine (EADDRNOTAVAIL). Fix: HOST=127.0.0.1, or HOST=0.0.0.0 for every address`;
  }
  if (error.code === "EACCES") {
    return `${at} may not be opened by this user (EACCES: ports below 1024 need privileges). Fix: choose a port from 1024 up, e.g. PORT=8080, behind a reverse proxy`;
  }
  return null;
}

/**
 * The one-line explanation (with its fix) of a start-up failure the operator can fix, or null for an
 * unexpected error. DataDirLockedError is raised when another process holds the DATA_DIR lock.
 */
export function explainStartupError(error: unknown, where: Where): string[] | null {
  if (error instanceof StartupError) return error.lines;
  if (!(error instanceof Error)) return null;
  const system = error as SystemError;
  if (error instanceof DataDirLockedError) {
    return [
      `DATA_DIR ${where.dataDir} is in use by process ${error.owner.pid} (${error.owner.address}, started ${error.owner.startedAt}). Fix: stop that server or command (npm start, npm run import, npm run backup), or give this one another DATA_DIR`,
    ];
  }
  if (system.syscall === "listen") {
    const line = listenProblem(system, where);
    return line ? [line] : null;
  }
  if (where.databaseUrl) {
    const line = databaseProblem(system, where.databaseUrl);
    if (line) return [line];
  }
  return null;
}
