import { test } from "@playwright/test";
import { DEVICES, type Device } from "./pages/accessibility.page.ts";
import { ContributionsPage, expect } from "./pages/contributions.page.ts";
import { screenshot } from "./screenshots.ts";

/** A company of the bundled data (SEC, CIK 320193). */
const COMPANY = "320193";

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`company data contribution: a product proposed, approved by an administrator, shown with its label (${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const product = `Contributed gadget ${device} ${Date.now()}`;
    const context = await browser.newContext(DEVICES[device]);
    const page = new ContributionsPage(await context.newPage(), request);

    // A reader proposes a product with its picture: thanked, not shown before the review.
    const reader = await page.createAccount(`contrib-${device}`);
    await page.signInAs(reader);
    await page.openOperations(COMPANY);
    await page.proposeProduct({ name: product, hsCode: "851712", description: "A phone made for the test" });
    await expect(page.proposeForm.getByRole("status")).toHaveText(
      "Thank you: your proposal will be checked by our team before it is shown",
    );
    await expect(page.product(product)).toHaveCount(0);
    await screenshot(page.page, `contribution-proposed-${device}`, { fullPage: true });
    expect(await page.accessibilityViolations('[data-testid="propose-product"]')).toEqual([]);

    // A reader who is no administrator is told so on the review page.
    await page.goto("/account/contributions");
    await expect(page.page.getByTestId("moderation-refused")).toBeVisible();
    await page.signOut();

    // The administrator approves it on the review page.
    const moderator = await page.createAccount("moderator", `moderator-${device}@example.com`);
    await page.signInAs(moderator);
    await page.goto("/account/contributions");
    const proposal = page.moderation.getByTestId("proposal").filter({ hasText: product });
    await expect(proposal).toBeVisible({ timeout: 20_000 });
    await expect(proposal).toContainText(`Proposed by ${reader.email}`);
    await screenshot(page.page, `contribution-review-${device}`, { fullPage: true });
    expect(await page.accessibilityViolations('[data-testid="account-page"]')).toEqual([]);
    await proposal.getByRole("button", { name: /^Approve the proposal/ }).click();
    await expect(proposal).toHaveCount(0);

    // On the profile: the product with the "User contribution" label and its picture, and the history entry.
    await page.openOperations(COMPANY);
    const card = page.product(product);
    await expect(card.getByTestId("source-chip")).toHaveText("User contribution");
    await expect(card.locator("img")).toHaveJSProperty("complete", true);
    expect(await card.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    const entry = page.history.getByTestId("contribution-entry").filter({ hasText: product });
    await expect(entry).toContainText("User contribution");
    await expect(entry).toContainText("Proposed by Grace H., applied on");
    await entry.scrollIntoViewIfNeeded();
    await screenshot(page.page, `contribution-shown-${device}`, { fullPage: true });
    expect(await page.accessibilityViolations('[data-testid="contribution-history"]')).toEqual([]);
    // The browser logs the refusal the test provoked: the review list for a reader (404).
    expect(page.consoleErrors.filter((error) => !/status of 404 /.test(error))).toEqual([]);
    await context.close();
  });
}
