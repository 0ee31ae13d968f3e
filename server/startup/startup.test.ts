import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..", "..");
const scratch = mkdtempSync(join(tmpdir(), "csi-startup-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Outcome = { status: number | null; stdout: string; stderr: string };

/** Runs the server as `npm start` does, with the given environment, until it exits by itself. */
function startServer(env: Record<string, string>): Promise<Outcome> {
  return new Promise((done, fail) => {
    const base = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(DATABASE_URL|PORT|DATA_DIR|LOG_LEVEL|PG\w+)$/.test(name)),
    );
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: root,
      env: { ...base, DATA_DIR: join(scratch, "data"), WEB_DIR: join(scratch, "web"), ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", fail);
    child.on("exit", (status) => done({ status, stdout, stderr }));
  });
}

function listening(): Promise<Server & { port: number }> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      done(Object.assign(server, { port: typeof address === "object" && address ? address.port : 0 }));
    });
  });
}

async function freePort(): Promise<number> {
  const server = await listening();
  await new Promise((done) => server.close(done));
  return server.port;
}

/** Exit status 1, and stderr is exactly the expected lines: no stack trace, no raw driver output. */
function expectOneLineFailure(outcome: Outcome, ...expected: RegExp[]) {
  expect(outcome.status).toBe(1);
  const lines = outcome.stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(expected.length);
  expected.forEach((pattern, i) => expect(lines[i]).toMatch(pattern));
  expect(outcome.stderr + outcome.stdout).not.toMatch(/^\s+at /m);
}

// Each case starts a server process (tsx compiles the server first): minutes on a loaded machine.
describe("start-up errors: one readable line each, with the fix, and exit status 1", { timeout: 240_000 }, () => {
  it("reports every wrong variable at once", async () => {
    const outcome = await startServer({ PORT: "80a", LOG_LEVEL: "loud", METRICS_TOKEN: "short" });
    expectOneLineFailure(
      outcome,
      /^\[csi\] error: PORT="80a" is not valid: expected a whole number from 1 to 65535\. Fix: set PORT=8080/,
      /^\[csi\] error: LOG_LEVEL="loud" is not valid: expected fatal, error, warn, info, debug.*Fix: set LOG_LEVEL=info/,
      /^\[csi\] error: METRICS_TOKEN=\(hidden\) is not valid: expected at least 16 characters/,
    );
    expect(outcome.stdout).toBe("");
  });

  it("port in use", async () => {
    const taken = await listening();
    try {
      const outcome = await startServer({ PORT: String(taken.port) });
      expectOneLineFailure(
        outcome,
        new RegExp(
          `^\\[csi\\] error: port ${taken.port} on 127\\.0\\.0\\.1 is already in use by another program \\(EADDRINUSE\\)\\. Fix: .*PORT=${taken.port + 1}$`,
        ),
      );
    } finally {
      taken.close();
    }
  });

  it("DATA_DIR not writable", async () => {
    const file = join(scratch, "a-file");
    writeFileSync(file, "");
    const outcome = await startServer({ PORT: String(await freePort()), DATA_DIR: join(file, "data") });
    expectOneLineFailure(
      outcome,
      new RegExp(
        `^\\[csi\\] error: DATA_DIR ${file}/data is not writable \\(ENOTDIR: a part of the path is a file\\)\\. Fix: `,
      ),
    );
  });

  it("database unreachable", async () => {
    const closed = await freePort();
    const outcome = await startServer({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://csi:secret@127.0.0.1:${closed}/csi`,
    });
    expectOneLineFailure(
      outcome,
      new RegExp(
        `^\\[csi\\] error: cannot reach the database csi on 127\\.0\\.0\\.1:${closed}: nothing answers there \\(ECONNREFUSED\\)\\. Fix: start PostgreSQL`,
      ),
    );
    expect(outcome.stderr).not.toContain("secret");
  });

  // The PostgreSQL server of `.ci/run` (DATABASE_URL), named by a database that is not there.
  it.runIf(process.env.DATABASE_URL)("database missing on a reachable server", async () => {
    const url = (process.env.DATABASE_URL ?? "").replace(/\/([^/?]*)(\?|$)/, "/csi_no_such_database$2");
    const outcome = await startServer({ PORT: String(await freePort()), DATABASE_URL: url });
    expectOneLineFailure(
      outcome,
      /^\[csi\] error: the database csi_no_such_database on .* does not exist \(3D000\)\. Fix: create it/,
    );
  });
});
