import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { userInfo } from "node:os";
import { StartupError } from "./startup-error.ts";

const REASONS: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "read-only file system",
  ENOTDIR: "a part of the path is a file",
  EEXIST: "a file of that name is in the way",
  ENOSPC: "the disk is full",
};

/** DATA_DIR exists (created if missing) and this user can write in it: a file is written and removed. */
export function checkDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    const probe = join(dataDir, `.write-check-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    throw new StartupError(
      `DATA_DIR ${dataDir} is not writable (${code}: ${REASONS[code] ?? (error as Error).message}). Fix: give user ${userInfo().username} a folder it can write, e.g. DATA_DIR=$HOME/csi-data, or chown -R ${userInfo().username} ${dataDir}`,
    );
  }
}

/**
 * Fails at once (before the database is opened and migrated) when the port cannot be listened on:
 * the same error as the server's own listen, explained by explainStartupError.
 */
export function checkPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolvePromise()));
  });
}
