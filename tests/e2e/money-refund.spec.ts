import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DEVICES, type Device } from "./pages/accessibility.page.ts";
import { MoneyPage } from "./pages/money.page.ts";
import { screenshot } from "./screenshots.ts";

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`refunds a credit purchase on a written request, shown in the payment record (${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ ...DEVICES[device] });
    const money = new MoneyPage(await context.newPage(), request);
    const account = await money.createAccount(`refund-${device}`);
    await money.signInAs(account);
    await money.openAddCredit();
    await money.choose("10 credits");
    await money.payWith("4242 4242 4242 4242");
    await expect(money.credits).toContainText("10");

    await money.panel.getByRole("link", { name: "Payment record" }).click();
    const records = money.page.getByTestId("payment-records");
    const row = records.getByRole("row", { name: /credits-10 .*Paid/ });
    await row.getByRole("button", { name: /Request a refund/ }).click();
    const dialog = money.page.getByRole("dialog", { name: "Request a refund" });
    await expect(dialog).toContainText("Credits already spent are not refunded.");

    // The request is written: without a reason nothing is sent.
    await dialog.getByRole("button", { name: "Request the refund" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please tell us why you ask for a refund");
    await dialog.getByLabel("Reason for the refund").fill("Bought by mistake");
    const axe = await new AxeBuilder({ page: money.page }).include('[data-testid="refund-dialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    await screenshot(money.page, `money-refund-dialog-${device}`);
    await dialog.getByRole("button", { name: "Request the refund" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      money.page.getByRole("status").filter({ hasText: "Your refund was made: 10 credits were taken back" }),
    ).toBeVisible();

    const refunded = records.getByRole("row", { name: /credits-10 .*Refunded/ });
    await expect(refunded).toContainText("$10.00 for 10 credits on");
    await expect(refunded.getByRole("button")).toHaveCount(0);
    const recordsAxe = await new AxeBuilder({ page: money.page }).include('[data-testid="payment-records"]').analyze();
    expect(recordsAxe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    await screenshot(money.page, `money-refunded-${device}`);

    // The credits left the balance (the server's: a reload shows it).
    await money.openAddCredit();
    await expect(money.credits).toContainText("0");
    await context.close();
  });
}
