import { expect, test } from "@playwright/test";
import { LegalDialog } from "./pages/dialogs.ts";
import { HomePage } from "./pages/home-page.ts";

test("the legal dialog: tabs on the left on wide screens, the terms' figures, closes on an outside click", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const home = new HomePage(page);
  const legal = new LegalDialog(page);
  await home.goto("/home");
  await home.footerButton("Privacy Policy").click();
  await expect(legal.root).toBeVisible();
  await expect(legal.tabList).toHaveAttribute("aria-orientation", "vertical");
  await expect(legal.panelHeading()).toHaveText("Privacy Policy");

  await legal.tab("Terms of Use Agreement").click();
  await expect(legal.panelHeading()).toHaveText("Terms of Use Agreement");
  const terms = legal.root.getByRole("tabpanel");
  await expect(terms).toContainText("USD 100");
  await expect(terms).toContainText("30 days of your written request");
  await expect(terms).toContainText("within one year");
  await expect(terms).toContainText("3% per year above the prime rate");
  await expect(terms).toContainText("San Francisco");
  await expect(terms).toContainText("State of Texas");

  await legal.clickOutside();
  await expect(legal.root).toBeHidden();
});

test("below 821 px the legal tabs sit on top", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  const home = new HomePage(page);
  const legal = new LegalDialog(page);
  await home.goto("/home");
  await home.footerButton("Terms of Use Agreement").click();
  await expect(legal.tabList).toHaveAttribute("aria-orientation", "horizontal");
  const tabs = await legal.tabList.boundingBox();
  const panel = await legal.root.getByRole("tabpanel").boundingBox();
  expect(tabs && panel && tabs.y + tabs.height <= panel.y + 1).toBe(true);
  await expect(legal.panelHeading()).toHaveText("Terms of Use Agreement");
});

test("/privacypolicy shows the policy as a page", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto("/privacypolicy");
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText("Privacy Policy");
  await expect(page.getByRole("tabpanel")).toContainText("Data sources and their licences");
  await page.getByRole("tab", { name: "Terms of Use Agreement" }).click();
  await expect(page).toHaveURL(/\/privacypolicy\?tab=terms$/);
});
