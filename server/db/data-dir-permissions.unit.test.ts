import { mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { securePrivateDataDir } from "./data-dir-permissions.ts";

describe("finding 7: DATA_DIR 0700, files 0600", () => {
  const umask = process.umask();
  afterEach(() => void process.umask(umask));

  it("tightens an older install's folder and files, and later files are private too", () => {
    process.umask(0o022);
    const dataDir = join(mkdtempSync(join(tmpdir(), "csi-perm-")), "data");
    mkdirSync(join(dataDir, "pglite", "base"), { recursive: true, mode: 0o755 });
    writeFileSync(join(dataDir, "pglite", "base", "1234"), "x", { mode: 0o666 });
    expect(securePrivateDataDir(dataDir)).toBeGreaterThan(0);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, "pglite", "base")).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, "pglite", "base", "1234")).mode & 0o777).toBe(0o600);
    writeFileSync(join(dataDir, "pglite", "later"), "y", { mode: 0o666 });
    expect(statSync(join(dataDir, "pglite", "later")).mode & 0o777).toBe(0o600);
    expect(securePrivateDataDir(dataDir)).toBe(0);
  });

  it("creates a missing DATA_DIR as 0700", () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "csi-perm-")), "fresh");
    securePrivateDataDir(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});
