import { closeSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

/** What the lock file holds: who has the data folder, since when, and where it answers. */
export type LockOwner = { pid: number; startedAt: string; address: string };

export const LOCK_FILE = "csi.lock";

/** A second process found the data folder taken; its message is the one line the operator reads. */
export class DataDirLockedError extends Error {
  readonly owner: LockOwner;
  constructor(dataDir: string, owner: LockOwner) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${owner.pid} (${owner.address}, started ${owner.startedAt}); stop it or choose another DATA_DIR`,
    );
    this.name = "DataDirLockedError";
    this.owner = owner;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * When the process `pid` started (epoch ms), from Linux's /proc; undefined elsewhere. A lock older
 * than its pid's process was left by another process that had the same pid (a container's server
 * is pid 1 again after a restart).
 */
function processStart(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name "(…)": the start time (clock ticks since boot, 100 a second) is the 20th.
    const ticks = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]);
    const bootSeconds = Number(/^btime (\d+)$/m.exec(readFileSync("/proc/stat", "utf8"))?.[1]);
    return Number.isFinite(ticks) && Number.isFinite(bootSeconds) ? bootSeconds * 1000 + ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/** True when the lock's process still runs (and is the one that wrote the lock). */
function isHeld(owner: LockOwner): boolean {
  if (!isAlive(owner.pid)) return false;
  const started = processStart(owner.pid);
  // One second of slack: the clock ticks are coarse, and the lock is written after the start.
  return started === undefined || started <= Date.parse(owner.startedAt) + 1000;
}

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number" ? (owner as LockOwner) : null;
  } catch {
    return null;
  }
}

/**
 * Takes the data folder for this process: the lock file is created exclusively (O_EXCL), so of two
 * processes starting together one wins. A lock whose process is gone (killed, crashed) is moved
 * aside and taken over; a lock held by a live process throws DataDirLockedError. Returns the
 * release, which removes the file only while it is still ours.
 */
export function lockDataDir(dataDir: string, address: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, startedAt: new Date().toISOString(), address };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o600);
      try {
        writeSync(fd, `${JSON.stringify(me)}\n`);
      } finally {
        closeSync(fd);
      }
      return () => {
        if (readOwner(path)?.pid === process.pid) unlinkSync(path);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(path);
    // A half-written file (the owner died between create and write) counts as stale too.
    if (owner && isHeld(owner)) throw new DataDirLockedError(dataDir, owner);
    // Moved aside under a name of our own: of two processes taking over together, one rename wins.
    try {
      renameSync(path, `${path}.stale-${process.pid}`);
      unlinkSync(`${path}.stale-${process.pid}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  const owner = readOwner(path);
  throw owner ? new DataDirLockedError(dataDir, owner) : new Error(`could not lock DATA_DIR ${dataDir}`);
}
