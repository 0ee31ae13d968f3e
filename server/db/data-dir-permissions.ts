import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/** Takes group and other permissions off `path` and everything under it (symlinks are left alone). */
function tighten(path: string): number {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return 0;
  let changed = 0;
  const wanted = stat.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE;
  if ((stat.mode & 0o077) !== 0) {
    chmodSync(path, wanted);
    changed++;
  }
  if (stat.isDirectory()) for (const name of readdirSync(path)) changed += tighten(join(path, name));
  return changed;
}

/**
 * `DATA_DIR` holds password hashes and signing keys: the folder is made 0700 and every file in it
 * 0600, those of an older install included. The umask makes what Node writes later private;
 * PGlite's Emscripten file system sets 0666 itself, so the server calls this again after the data
 * load and at shutdown. The folder's 0700 is what keeps other users out in between. Returns how
 * many entries were tightened.
 */
export function securePrivateDataDir(dataDir: string): number {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  return tighten(dataDir);
}
