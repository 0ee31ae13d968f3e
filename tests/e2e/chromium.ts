import { existsSync } from "node:fs";

/** Debian's Chromium binary (the wrapper script's target, which skips a noisy shell check). */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"].filter(
    Boolean,
  ) as string[];
  return candidates.find((path) => existsSync(path)) ?? "/usr/bin/chromium";
}

export function hasChromium(): boolean {
  return [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"].some(
    (path) => path && existsSync(path),
  );
}

/** Flags for a closed network: no background calls to the outside, no sandbox as root. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
