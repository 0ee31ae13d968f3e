import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { Browser } from "@playwright/test";
import { expect, test } from "./csp-guard.ts";
import { registerAndSignIn, useSession } from "./collections-session.ts";
import { AccessibilityPage, DEVICES, type Device } from "./pages/accessibility.page.ts";
import { AccountPagesPage } from "./pages/account-pages.page.ts";
import { LeadsPage } from "./pages/leads.page.ts";
import { expectNoSideScroll } from "./pages/phone.ts";
import { deviceScreenshots, screenshot } from "./screenshots.ts";

test.describe.configure({ timeout: 300_000 });

/**
 * From the questionnaire to the export: buyers of machinery (HS 84) are ranked from the shipment
 * records; the list is paged and filtered, saved with its filters, reopened, a lead opened, and the
 * .xlsx downloaded and read back.
 */
async function walkLeads(browser: Browser, device: Device): Promise<void> {
  const context = await browser.newContext({ ...DEVICES[device], acceptDownloads: true });
  const session = await registerAndSignIn(context.request);
  await AccountPagesPage.grant(context.request, {
    email: String(session.userInfo.email),
    lockType: 1,
    daysUsed: 1,
    daysLeft: 29,
    credits: 10,
  });
  await useSession(context, session);
  const page = await context.newPage();
  const leads = new LeadsPage(page);
  const axe = new AccessibilityPage(page, device);

  await leads.goto("/index/list/risk");
  await expect(leads.questionnaire).toBeVisible();
  await axe.scan("leads questionnaire");
  await screenshot(page, `leads-questionnaire-${device}`, { fullPage: true });
  await leads.answer("seller", ["84"]);
  await expect(page).toHaveURL(/role=seller/);
  // The router writes a digits-only text value JSON-quoted (products=%2284%22); both read back as "84".
  await expect(page).toHaveURL(/products=(%22)?84(%22)?(&|$)/);
  await expect(page.getByTestId("leads-summary")).toContainText("Buyers of HS 84 in every country");

  // Ranked best first, each with its reasons; more than one page.
  const scores = await page.getByTestId("lead-score").allInnerTexts();
  expect(scores.map(Number)).toEqual([...scores.map(Number)].sort((a, b) => b - a));
  await expect(leads.cards.first().getByTestId("lead-reasons")).toContainText("shipment record");
  const total = Number((await leads.total.innerText()).replace(/\D/g, ""));
  expect(total).toBeGreaterThan(20);
  await axe.scan("leads results");
  await deviceScreenshots(page, `leads-results-${device}`);
  if (device === "phone") await expectNoSideScroll(page);
  const firstName = await leads.cards.first().getByTestId("lead-name").innerText();
  await page.getByTestId("leads-paging").getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(leads.cards.first().getByTestId("lead-name")).not.toHaveText(firstName);

  // A result filter: low credit risk only, back to page 1.
  await leads.filter("risks").selectOption("low");
  await expect(page).toHaveURL(/fr=low/);
  await expect(page).not.toHaveURL(/page=2/);
  // Every card of the filtered page (the unfiltered page may also start with a low-risk lead).
  await expect
    .poll(async () => new Set(await page.getByTestId("lead-risk").allInnerTexts()))
    .toEqual(new Set(["Low risk"]));
  const filtered = Number((await leads.total.innerText()).replace(/\D/g, ""));
  expect(filtered).toBeLessThan(total);

  // Saved with its filters, then reopened from the list after the filters were cleared.
  await leads.saveAs("Machinery buyers");
  await expect(leads.notice("Your answers were saved")).toBeVisible();
  await expect(page).toHaveURL(/head=(%22)?\d+(%22)?(&|$)/);
  await page.getByTestId("leads-save-filters").click();
  await expect(leads.notice("The filters were saved with the questionnaire")).toBeVisible();
  await page.getByTestId("leads-clear-filters").click();
  await expect(page).not.toHaveURL(/fr=low/);
  await page.getByTestId("leads-heads").selectOption({ label: "Choose a saved questionnaire" });
  await expect(page).not.toHaveURL(/head=/);
  await page.getByTestId("leads-heads").selectOption({ label: "Machinery buyers" });
  await expect(page).toHaveURL(/fr=low/);
  await expect(leads.total).toHaveText(new RegExp(`^${filtered} leads?$`));

  // A lead: score, reasons, industry and the shipment records behind it.
  const leadName = await leads.cards.first().getByTestId("lead-name").innerText();
  await leads.cards.first().getByTestId("lead-name").click();
  await expect(page).toHaveURL(/lead=/);
  await expect(page.getByRole("dialog", { name: leadName })).toBeVisible();
  await expect(page.getByTestId("lead-detail-score")).toHaveText(/^Score \d+ of 100$/);
  await expect(page.getByTestId("lead-trace-table").locator("tbody tr").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("lead-industry")).toContainText("ISIC section");
  await axe.scan("lead detail");
  await screenshot(page, `lead-detail-${device}`);
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page).not.toHaveURL(/lead=/);

  // The export: every filtered lead, in the list's order.
  const download = await leads.exportXlsx();
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe("Leads");
  expect(sheet.getRow(1).getCell(2).value).toBe("Company name");
  expect(sheet.rowCount).toBe(Math.min(filtered, 1000) + 1);
  expect(sheet.getRow(2).getCell(2).value).toBe(leadName);
  const riskColumn = sheet.getColumn(15).values.slice(2);
  expect(new Set(riskColumn)).toEqual(new Set(["Low"]));

  // Questions can be changed; the saved one is deleted.
  await page.getByTestId("leads-edit").click();
  await expect(leads.step).toHaveText(/Question 1 of 5/i);
  await leads.goto(page.url().replace(/&?step=1/, ""));
  await page.getByTestId("leads-head-actions").getByRole("button", { name: "Delete" }).click();
  await expect(leads.notice("The questionnaire was deleted")).toBeVisible();
  await expect(page).not.toHaveURL(/head=/);

  expect(axe.findings, axe.report()).toEqual([]);
  expect(leads.consoleErrors).toEqual([]);
  await context.close();
}

test("desktop: questionnaire, ranked leads, paging, filters, saved questionnaire, a lead, Excel export", async ({
  browser,
}) => {
  await walkLeads(browser, "desktop");
});

test("phone: the same on a 390 x 844 touch phone", async ({ browser }) => {
  await walkLeads(browser, "phone");
});

test("signed out: the page stays open to a mouse press (keyword 2); saving and export ask to sign in", async ({
  browser,
}) => {
  const context = await browser.newContext(DEVICES.desktop);
  const page = await context.newPage();
  const leads = new LeadsPage(page);
  await leads.goto("/index/list/risk?role=buyer&products=0901");
  await expect(leads.cards.first()).toBeVisible({ timeout: 30_000 });
  await page.getByTestId("leads-summary").click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("leads-saved")).toContainText("Sign in to save your answers");
  await page.getByTestId("leads-export").click();
  await expect(page.getByRole("dialog")).toContainText("Create an Account");
  await context.close();
});
