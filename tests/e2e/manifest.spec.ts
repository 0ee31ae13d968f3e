import { expect, test } from "@playwright/test";

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
};

test("the install manifest is valid", async ({ request }) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Manifest;
  expect(manifest.name).toBe("CSI Business Information");
  expect(manifest.short_name).toBe("CSI");
  expect(manifest.display).toBe("standalone");
  expect(manifest.start_url).toBe("/csiApp");
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toContain("192x192");
  expect(sizes).toContain("512x512");
  expect(manifest.icons.some((icon) => icon.purpose?.split(" ").includes("maskable"))).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(`/${icon.src.replace(/^\//, "")}`);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()["content-type"]).toBe(icon.type);
    // The PNG's own width and height (IHDR) are the sizes the manifest declares.
    const png = await image.body();
    expect(png.subarray(1, 4).toString("ascii"), icon.src).toBe("PNG");
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});

test("the page links the manifest", async ({ page }) => {
  await page.goto("/home");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", /manifest\.webmanifest$/);
});
