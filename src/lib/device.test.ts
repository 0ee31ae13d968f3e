import { describe, expect, it } from "vitest";
import { isPhoneUserAgent, shouldRedirectToPhone } from "./device.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

describe("isPhoneUserAgent", () => {
  it("recognises phones", () => {
    expect(isPhoneUserAgent(IPHONE)).toBe(true);
    expect(isPhoneUserAgent(ANDROID_PHONE)).toBe(true);
    expect(isPhoneUserAgent("Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X) Mobile")).toBe(true);
  });

  it("leaves tablets and desktops alone", () => {
    expect(isPhoneUserAgent(IPAD)).toBe(false);
    expect(isPhoneUserAgent(ANDROID_TABLET)).toBe(false);
    expect(isPhoneUserAgent(DESKTOP)).toBe(false);
  });
});

describe("shouldRedirectToPhone", () => {
  it("sends phones from the desktop landing pages to /csiPhone", () => {
    expect(shouldRedirectToPhone(IPHONE, "/")).toBe(true);
    expect(shouldRedirectToPhone(IPHONE, "/home")).toBe(true);
    expect(shouldRedirectToPhone(ANDROID_PHONE, "/home/")).toBe(true);
  });

  it("keeps phones inside the app", () => {
    for (const path of [
      "/csiApp",
      "/csiPhone",
      "/signin-callback",
      "/index",
      "/index/search/list/acme/company",
      "/index/company/detals/1",
      "/account/portfolio",
      "/privacypolicy",
      "/homepage",
      "/no-such-page",
    ]) {
      expect(shouldRedirectToPhone(ANDROID_PHONE, path), path).toBe(false);
    }
  });

  it("never redirects tablets or desktops", () => {
    expect(shouldRedirectToPhone(IPAD, "/home")).toBe(false);
    expect(shouldRedirectToPhone(ANDROID_TABLET, "/")).toBe(false);
    expect(shouldRedirectToPhone(DESKTOP, "/home")).toBe(false);
  });
});
