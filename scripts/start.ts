/**
 * `npm start`: the product on the embedded database with the bundled data.
 * The server starts at once (and prints its URL); the web app is built beside it when missing or
 * older than its sources, and served as soon as the build lands.
 */
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { buildWeb, isWebBuildStale } from "./web-build.ts";

const root = resolve(import.meta.dirname, "..");
const webDir = resolve(process.env.WEB_DIR || join(root, "dist"));

const server = spawn(process.execPath, ["--import", "tsx", join(root, "server", "main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, WEB_DIR: webDir },
});
server.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));

if (isWebBuildStale(root, webDir)) {
  process.stdout.write("[csi] building the web app (first start or changed sources)…\n");
  buildWeb(root, { quiet: true }).then(
    () => process.stdout.write("[csi] web app built\n"),
    (error: unknown) => process.stderr.write(`[csi] web build failed: ${String(error)}\n`),
  );
}
