import { expect, test } from "@playwright/test";
import { MainLayoutPage } from "./pages/main-layout-page.ts";

test("the apps drawer lists the four searches, each open", async ({ page }) => {
  const layout = new MainLayoutPage(page);
  await layout.goto("/index");
  await layout.openDrawer();
  await expect(layout.drawer).toBeVisible();
  const width = await layout.drawer
    .locator("[id^=headlessui-dialog-panel]")
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBe(280);

  await expect(layout.drawerEntry("Home")).toHaveAttribute("href", "/");
  await expect(layout.drawerEntry("Search companies")).toHaveAttribute("href", "/");
  // Trade: its product search and product page exist, so the entry is enabled.
  await expect(layout.drawerEntry("Search trade")).toBeEnabled();
  // Leads: its search page exists; it opens in a new tab.
  await expect(layout.drawerEntry("Search leads")).toHaveAttribute("href", "/index/list/risk");
  // Risks: the sanctions theme's risk search; it opens in a new tab.
  await expect(layout.drawerEntry("Search risks")).toHaveAttribute("href", "/sanction/index?selectCode=4");
  await expect(layout.drawerEntry("Search risks")).toBeEnabled();
});
