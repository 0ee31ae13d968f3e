import { chromium } from "@playwright/test";
import { chromiumPath, CHROMIUM_ARGS } from "./tests/e2e/chromium.ts";
const base = process.env.BASE ?? "http://127.0.0.1:8183";
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
for (const [name, path] of JSON.parse(process.argv[2]!) as [string, string][]) {
  await page.goto(base + path);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  const scroll = await page.evaluate(() => [...document.querySelectorAll("*")].filter((e) => e.scrollWidth > e.clientWidth + 1 && ["auto", "scroll"].includes(getComputedStyle(e).overflowX)).map((e) => `${e.tagName}.${String(e.className).slice(0, 80)} ${e.scrollWidth}/${e.clientWidth}`));
  console.log(name, JSON.stringify(scroll), "doc", await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]));
  await page.screenshot({ path: `/tmp/search-defects-shots/${name}.png` });
}
await browser.close();
