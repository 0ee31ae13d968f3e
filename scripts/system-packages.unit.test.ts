import { describe, expect, it } from "vitest";
import { planSystemPackages, type SystemState } from "./system-packages.ts";

const fresh: SystemState = {
  hasChromium: false,
  hasCjkFonts: false,
  hasAptGet: true,
  isRoot: false,
  hasPasswordlessSudo: false,
};

describe("npm test's system packages", () => {
  it("does nothing when Chromium is there, fonts or not", () => {
    expect(planSystemPackages({ ...fresh, hasChromium: true })).toEqual({ action: "none" });
    expect(planSystemPackages({ ...fresh, hasChromium: true, isRoot: true })).toEqual({ action: "none" });
  });

  it("installs Chromium and the CJK fonts through apt-get as root", () => {
    expect(planSystemPackages({ ...fresh, isRoot: true })).toEqual({
      action: "install",
      as: "root",
      packages: ["chromium", "fonts-noto-cjk"],
      commands: [
        ["apt-get", "update", "-qq"],
        ["apt-get", "install", "-y", "-qq", "chromium", "fonts-noto-cjk"],
      ],
    });
  });

  it("installs through password-less sudo, and only what is missing", () => {
    expect(planSystemPackages({ ...fresh, hasPasswordlessSudo: true, hasCjkFonts: true })).toEqual({
      action: "install",
      as: "sudo",
      packages: ["chromium"],
      commands: [
        ["sudo", "-n", "apt-get", "update", "-qq"],
        ["sudo", "-n", "apt-get", "install", "-y", "-qq", "chromium"],
      ],
    });
  });

  it("stops with the one command to run when it may not install", () => {
    const plan = planSystemPackages(fresh);
    expect(plan.action).toBe("stop");
    expect(plan.action === "stop" && plan.message).toContain(
      "\n  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk\n",
    );
  });

  it("stops without apt-get (not Debian), even as root", () => {
    const plan = planSystemPackages({ ...fresh, hasAptGet: false, isRoot: true });
    expect(plan).toMatchObject({ action: "stop" });
    expect(plan.action === "stop" && plan.message).toMatch(/your package manager.*CHROMIUM_PATH/);
  });
});
