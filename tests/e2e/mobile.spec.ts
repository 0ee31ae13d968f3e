import { expect, test } from "@playwright/test";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

test.describe("phones go to the phone layout", () => {
  for (const [device, userAgent] of [
    ["iPhone", IPHONE],
    ["Android phone", ANDROID_PHONE],
  ] as const) {
    test(`${device}: /home and /index redirect to /csiPhone`, async ({ browser }) => {
      const context = await browser.newContext({ userAgent, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto("/home?Detail=Trade");
      await expect(page).toHaveURL(/\/csiPhone\?Detail=Trade$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Trade");
      await page.goto("/index");
      await expect(page).toHaveURL(/\/csiPhone$/);
      await page.goto("/csiApp");
      await expect(page).toHaveURL(/\/csiApp$/);
      await context.close();
    });
  }
});

test.describe("tablets keep the desktop layout", () => {
  for (const [device, userAgent] of [
    ["iPad", IPAD],
    ["Android tablet", ANDROID_TABLET],
  ] as const) {
    test(`${device}: /home is not redirected`, async ({ browser }) => {
      const context = await browser.newContext({ userAgent, viewport: { width: 1024, height: 768 } });
      const page = await context.newPage();
      await page.goto("/home");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Companies");
      await expect(page).toHaveURL(/\/home$/);
      await context.close();
    });
  }
});
