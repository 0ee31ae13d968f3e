import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DEVICES, type Device } from "./pages/accessibility.page.ts";
import { findSecCompany } from "./pages/company-profile.page.ts";
import { BillingPage } from "./pages/money.page.ts";
import { screenshot } from "./screenshots.ts";

const INFO = {
  "Company name": "Acme Trading GmbH",
  "First name": "Ada",
  "Last name": "Lovelace",
  "Phone number": "+49 30 1234567",
  Email: "ada@acme.example",
  "Country code": "DE",
  "Address line 1": "Hauptstrasse 1",
  City: "Berlin",
  "Zip code": "10115",
};

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`saves billing information, downloads an invoice and a company report (${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ ...DEVICES[device], acceptDownloads: true });
    const billing = new BillingPage(await context.newPage(), request);
    const account = await billing.createAccount(`invoice-${device}`);
    await billing.signInAs(account);
    await billing.openAddCredit();
    await billing.choose("10 credits");
    await billing.payWith("4242 4242 4242 4242");
    await expect(billing.credits).toContainText("10");

    // Billing information from the account menu: the spec's message for an empty field, then saved.
    await billing.goto("/account/dashboard");
    await billing.openFromMenu("Billing details and billing information");
    await expect(billing.page).toHaveURL(/\/account\/billinginformation$/);
    await billing.billingForm().getByRole("button", { name: "Save" }).click();
    await expect(billing.billingForm().getByText("Please enter the organization name")).toBeVisible();
    await billing.fillBillingInformation(INFO);
    await billing.billingForm().getByRole("button", { name: "Save" }).click();
    const saved = billing.page.getByTestId("billing-information");
    await expect(saved).toContainText("Acme Trading GmbH");
    await expect(saved).toContainText("Hauptstrasse 1, 10115 Berlin, DE");
    await screenshot(billing.page, `billing-information-${device}`);
    const axe = await new AxeBuilder({ page: billing.page }).include('[data-testid="account-page"]').analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

    // Billing from the menu, then the invoice of the paid order as a PDF.
    await billing.openFromMenu("Billing");
    await expect(billing.page.getByTestId("billing-statistics")).toContainText("10");
    await billing.page.getByRole("link", { name: "Invoice download" }).click();
    const invoices = billing.page.getByTestId("invoices");
    await expect(invoices.getByRole("listitem")).toHaveCount(1);
    const invoice = await billing.downloadBy(invoices.getByRole("button", { name: "Download invoice" }));
    expect(invoice.name).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
    expect(invoice.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    await screenshot(billing.page, `invoice-download-${device}`);
    const axeInvoices = await new AxeBuilder({ page: billing.page }).include('[data-testid="account-page"]').analyze();
    expect(axeInvoices.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

    // A company report: the price is asked first, then 1 credit is taken.
    const company = await findSecCompany(request);
    await billing.goto(`/index/company/detals/${company.aaaId}`);
    billing.page.once("dialog", (dialog) => {
      expect(dialog.message()).toContain("1 credit");
      void dialog.accept();
    });
    const report = await billing.downloadBy(billing.page.getByTestId("report-download"));
    expect(report.name).toBe(`report-${company.aaaId}-${new Date().toISOString().slice(0, 10)}.pdf`);
    expect(report.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    await billing.goto("/account/DeductionRecord");
    await expect(
      billing.page.getByTestId("deduction-records").getByRole("row", { name: new RegExp(company.name) }),
    ).toBeVisible();
    await context.close();
  });
}
