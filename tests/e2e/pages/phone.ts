import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { screenshot } from "../screenshots.ts";

export const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
export const ANDROID_PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";

export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/** A phone as a field consultant holds it: an Android phone's browser, 390 x 844, touch. */
export function newPhoneContext(browser: Browser, userAgent = ANDROID_PHONE_UA): Promise<BrowserContext> {
  return browser.newContext({ userAgent, viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
}

/**
 * The page does not scroll sideways. With `isMobile` the browser widens its layout viewport to fit
 * wide content (innerWidth grows with it), so the width is compared with the phone's own 390 px.
 */
export async function expectNoSideScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 })
    .toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  expect(await page.evaluate(() => window.innerWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
}

/** A full-page screenshot of a phone screen, when asked for (E2E_SCREENSHOTS=1). */
export async function phoneShot(page: Page, name: string): Promise<void> {
  await screenshot(page, `phone-${name}`, { fullPage: true });
}
