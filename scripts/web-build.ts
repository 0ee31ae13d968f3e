import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawn } from "node:child_process";

/** What the web build is made from: if any of it is newer than dist/index.html, the build is stale. */
const WEB_SOURCES = [
  "src",
  "public",
  "contract",
  "index.html",
  "vite.config.ts",
  "lingui.config.ts",
  "package.json",
  "scripts/precompress.ts",
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function isWebBuildStale(root: string, webDir: string): boolean {
  const built = join(webDir, "index.html");
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return WEB_SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

/** Runs `vite build` with the project's own binaries; resolves when it succeeds. */
export function buildWeb(root: string, options: { quiet?: boolean } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(root, "node_modules", ".bin", "vite"),
      ["build", "--logLevel", options.quiet ? "warn" : "info"],
      {
        cwd: root,
        stdio: "inherit",
      },
    );
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
    child.on("error", reject);
  });
}
