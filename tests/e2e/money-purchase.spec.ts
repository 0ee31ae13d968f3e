import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DEVICES, type Device } from "./pages/accessibility.page.ts";
import { MoneyPage } from "./pages/money.page.ts";
import { screenshot } from "./screenshots.ts";

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`buys credits with a sandbox card, a declined card says why, a challenged one asks first (${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ ...DEVICES[device] });
    const money = new MoneyPage(await context.newPage(), request);
    const account = await money.createAccount(`money-${device}`);
    await money.signInAs(account);
    await money.openAddCredit();
    await expect(money.credits).toContainText("0");
    // Prices are shown before anything is spent.
    await expect(
      money.priceList.getByRole("row", { name: /Report update \(24 to 72 hours\)\s*1 credit/ }),
    ).toBeVisible();

    // A mistyped number: the field says so (no call is made), and the number is kept for correction.
    await money.choose("10 credits");
    await money.payWith("4242 4242 4242 4241");
    const number = money.panel.getByLabel("Card number");
    await expect(number).toHaveAccessibleDescription("Please enter a valid card number");
    await expect(number).toHaveValue("4242 4242 4242 4241");

    // A declined card: its reason under the form, nothing bought.
    await money.payWith("4000 0000 0000 0002");
    await expect(money.cardError).toHaveText("Your card was declined. Please use another card.");
    await expect(money.credits).toContainText("0");
    await screenshot(money.page, `money-declined-${device}`);

    // A good card: the balance grows at once.
    await money.payWith("4242 4242 4242 4242");
    await expect(money.cardError).toBeHidden();
    await expect(money.credits).toContainText("10");

    // A challenged card: nothing until the card holder confirms at the bank.
    await money.choose("50 credits");
    await money.payWith("4000 0000 0000 3220");
    const dialog = money.challengeDialog();
    await expect(dialog).toBeVisible();
    await expect(money.credits).toContainText("10");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(dialog).toBeHidden();
    await expect(money.credits).toContainText("60");
    await screenshot(money.page, `money-paid-${device}`);

    const axe = await new AxeBuilder({ page: money.page }).include('[data-testid="purchase-panel"]').analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

    // The balance is the server's: a reload shows it.
    await money.openAddCredit();
    await expect(money.credits).toContainText("60");

    // The Payment record lists the two paid orders and the declined one.
    await money.panel.getByRole("link", { name: "Payment record" }).click();
    const records = money.page.getByTestId("payment-records");
    await expect(records.getByRole("row", { name: /credits-10 .*Paid/ })).toBeVisible();
    await expect(records.getByRole("row", { name: /credits-50 .*Paid/ })).toBeVisible();
    await expect(records.getByRole("row", { name: /credits-10 .*Failed/ })).toBeVisible();
    await screenshot(money.page, `money-records-${device}`);
    await context.close();
  });
}
