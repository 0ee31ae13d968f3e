/**
 * The Debian packages `npm test` needs beyond npm's: Chromium for the end-to-end tests (required),
 * and the CJK fonts so that Chinese and Japanese screens and screenshots show glyphs, not boxes
 * (installed along when installing anyway, never a reason to stop). Installed through apt-get as
 * root or with password-less sudo; otherwise `npm test` stops with the one command to run.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { hasChromium } from "../tests/e2e/chromium.ts";

export type SystemState = {
  hasChromium: boolean;
  hasCjkFonts: boolean;
  hasAptGet: boolean;
  isRoot: boolean;
  /** `sudo -n true` succeeds: sudo without a password prompt. */
  hasPasswordlessSudo: boolean;
};

export type Plan =
  | { action: "none" }
  | { action: "install"; packages: string[]; commands: string[][]; as: "root" | "sudo" }
  | { action: "stop"; message: string };

export function planSystemPackages(state: SystemState): Plan {
  if (state.hasChromium) return { action: "none" };
  const packages = ["chromium", ...(state.hasCjkFonts ? [] : ["fonts-noto-cjk"])];
  if (!state.hasAptGet) {
    return {
      action: "stop",
      message:
        "Chromium is missing: the end-to-end tests drive a Chromium. Install it with your package manager, then run npm test again (or set CHROMIUM_PATH to a Chromium binary)",
    };
  }
  if (state.isRoot || state.hasPasswordlessSudo) {
    const as = state.isRoot ? "root" : "sudo";
    const prefix = as === "root" ? [] : ["sudo", "-n"];
    return {
      action: "install",
      packages,
      as,
      commands: [
        [...prefix, "apt-get", "update", "-qq"],
        [...prefix, "apt-get", "install", "-y", "-qq", ...packages],
      ],
    };
  }
  return {
    action: "stop",
    message: `Chromium is missing: the end-to-end tests drive Debian's Chromium. Run this once, then npm test again:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}\n(or set CHROMIUM_PATH to another Chromium)`,
  };
}

function succeeds(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: "ignore" }).status === 0;
}

/** This machine's state. */
export function systemState(): SystemState {
  const fonts = spawnSync("fc-list", [":lang=ja"], { encoding: "utf8" });
  return {
    hasChromium: hasChromium(),
    hasCjkFonts: /noto.*cjk/i.test(fonts.stdout ?? ""),
    hasAptGet: existsSync("/usr/bin/apt-get"),
    isRoot: process.getuid?.() === 0,
    hasPasswordlessSudo: succeeds("sudo", ["-n", "true"]),
  };
}

/**
 * Makes the machine ready, printing what it does; returns the message to stop with, or null when
 * ready.
 */
export function ensureSystemPackages(state: SystemState = systemState()): string | null {
  const plan = planSystemPackages(state);
  if (plan.action === "none") return null;
  if (plan.action === "stop") return plan.message;
  process.stdout.write(`npm test: installing ${plan.packages.join(", ")} from Debian (apt-get, as ${plan.as})\n`);
  for (const command of plan.commands) {
    process.stdout.write(`  $ ${command.join(" ")}\n`);
    const [file = "", ...args] = command;
    const result = spawnSync(file, args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0)
      return `${command.join(" ")} failed (exit ${result.status ?? "signal"}): install ${plan.packages.join(" ")} by hand`;
  }
  return hasChromium()
    ? null
    : "Chromium is still missing after apt-get install chromium (set CHROMIUM_PATH to a Chromium binary)";
}
