import { chromium } from "@playwright/test";
import { chromiumPath, CHROMIUM_ARGS } from "./tests/e2e/chromium.ts";
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto("http://127.0.0.1:8183" + process.argv[2]);
await page.waitForLoadState("networkidle"); await page.waitForTimeout(1500);
console.log(await page.evaluate(() => {
  const main = document.querySelector("main")!; const right = main.getBoundingClientRect().right;
  return [...main.querySelectorAll("*")].filter((e) => e.getBoundingClientRect().right > right + 1).slice(0, 8).map((e) => `${e.tagName}.${String(e.className).slice(0, 120)} right=${Math.round(e.getBoundingClientRect().right)} text=${(e.textContent ?? "").slice(0, 60)}`);
}));
await browser.close();
