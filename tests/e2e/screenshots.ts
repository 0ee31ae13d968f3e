import { test, type Page } from "@playwright/test";

/** Screenshots only when asked for (E2E_SCREENSHOTS=1); an ordinary run takes none. */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";

const DEVICES = [
  ["desktop", 1440, 900],
  ["phone", 390, 844],
] as const;

/** `<name>.png` in the running test's output folder (test-results/<test>/), when asked for. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  // Transitions finished first, so that a dialog is shot as it settles.
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: "disabled", ...options });
}

/** Full-page `<name>-desktop.png` (1440×900) and `<name>-phone.png` (390×844), the viewport restored after. */
export async function deviceScreenshots(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  const before = page.viewportSize();
  for (const [device, width, height] of DEVICES) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `${name}-${device}`, { fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
