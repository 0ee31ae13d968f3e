import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "./data-dir-lock.ts";

const root = resolve(import.meta.dirname, "..", "..");
const folders: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "csi-lock-"));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A server process (server/main.ts) on `dataDir`, with its output collected. */
function startServer(dataDir: string, port: number) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), DEMO_COMPANIES: "0" };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "server", "main.ts")], { cwd: root, env });
  children.push(child);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  /** Resolves when the output contains `text`; rejects if the process ends first. */
  const printed = (text: string) =>
    new Promise<void>((done, fail) => {
      const check = () => {
        if (output.includes(text)) {
          child.stdout.off("data", check);
          done();
        }
      };
      child.stdout.on("data", check);
      check();
      void exited.then((code) => (output.includes(text) ? done() : fail(new Error(`exited ${code}: ${output}`))));
    });
  return { child, exited, printed, output: () => output };
}

describe("one process per data folder (issue 20, finding 2)", () => {
  it("a second lock on the folder names the first; the release frees it", () => {
    const dir = tempDir();
    const release = lockDataDir(dir, "server http://127.0.0.1:1");
    expect(() => lockDataDir(dir, "another")).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir, "another")).toThrow(`in use by process ${process.pid} (server http://127.0.0.1:1`);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir, "another")();
  });

  it("takes over a lock whose process is gone, and one older than its pid's process", async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((done) => gone.on("exit", done));
    const lockPath = join(dir, LOCK_FILE);
    writeFileSync(lockPath, JSON.stringify({ pid: gone.pid, startedAt: new Date().toISOString(), address: "x" }));
    lockDataDir(dir, "after a crash")();
    // The same pid as a live process (ours), but written before that process started: a reused pid.
    writeFileSync(lockPath, JSON.stringify({ pid: process.pid, startedAt: "2000-01-01T00:00:00Z", address: "x" }));
    const release = lockDataDir(dir, "after a restart");
    expect(JSON.parse(readFileSync(lockPath, "utf8"))).toMatchObject({ pid: process.pid, address: "after a restart" });
    release();
  });

  it("a second server on the same DATA_DIR exits non-zero naming the first; after kill -9 of the first a new one starts", async () => {
    const dir = tempDir();
    const first = startServer(dir, 4281);
    await first.printed("listening on");
    // Never listens: the port (the e2e one of this branch) stays free.
    const second = startServer(dir, 4181);
    expect(await second.exited).toBe(1);
    const lines = second.output().trim().split("\n");
    expect(lines.find((line) => line.includes("DATA_DIR"))).toBe(
      `[csi] error: DATA_DIR ${dir} is in use by process ${first.child.pid} (server http://127.0.0.1:4281, started ${
        (JSON.parse(readFileSync(join(dir, LOCK_FILE), "utf8")) as { startedAt: string }).startedAt
      }). Fix: stop that server or command (npm start, npm run import, npm run backup), or give this one another DATA_DIR`,
    );
    first.child.kill("SIGKILL");
    await first.exited;
    const third = startServer(dir, 4281);
    await third.printed("listening on");
    const lock = JSON.parse(readFileSync(join(dir, LOCK_FILE), "utf8")) as { pid: number };
    expect(lock.pid).toBe(third.child.pid);
    third.child.kill("SIGKILL");
    await third.exited;
  }, 300_000);
});
