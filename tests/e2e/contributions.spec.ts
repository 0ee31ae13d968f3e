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

/** The industry code each device proposes: a different classification each, both from the bundled tables. */
const INDUSTRY = {
  desktop: { scheme: /^ISIC/, words: "computer programming", code: "6201" },
  phone: { scheme: /^NAICS/, words: "custom computer programming", code: "541511" },
} as const;

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`company data contributions: an address, a company information correction and an industry code proposed, approved, shown with their label (${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(360_000);
    const stamp = Date.now();
    const street = `${stamp} Contribution Avenue`;
    const website = `https://contrib-${device}-${stamp}.example`;
    const correctedCity = `Corrected City ${stamp}`;
    const industry = INDUSTRY[device];
    const context = await browser.newContext(DEVICES[device]);
    const page = new ContributionsPage(await context.newPage(), request);

    // A visitor who is not signed in gets the login dialog on proposing.
    await page.openTab(COMPANY, "business/locations", "locations-page");
    await page.page.getByTestId("propose-address").getByRole("button", { name: "Propose an address" }).click();
    await expect(page.login).toBeVisible();

    const reader = await page.createAccount(`contrib-data-${device}`);
    await page.signInAs(reader);

    // Locations: a new address, refused first as the server would, then thanked.
    await page.openTab(COMPANY, "business/locations", "locations-page");
    const form = await page.openProposal("propose-address", "Propose an address");
    await page.send();
    await expect(form.getByText("Enter the street and number")).toBeVisible();
    await expect(form.getByText("Enter the city")).toBeVisible();
    await page.fillAddress({ kind: "Mailing address", line1: street, city: "Leeds", countryCode: "gb" });
    await expect(form.getByLabel("Country code (ISO, two letters)")).toHaveValue("GB");
    await page.send();
    await expect(form.getByRole("status")).toHaveText(
      "Thank you: your proposal will be checked by our team before it is shown",
    );
    await screenshot(page.page, `contribution-address-${device}`);
    expect(await page.accessibilityViolations('[role="dialog"]')).toEqual([]);
    await page.closeDialog();
    await expect(page.page.getByTestId("location-address").filter({ hasText: street })).toHaveCount(0);

    // A correction of the company's first address starts from it; it is sent, to be rejected below.
    const firstAddress = page.page.getByTestId("location-address").first();
    await firstAddress.getByRole("button", { name: /^Suggest a correction/ }).click();
    await expect(page.proposalDialog.getByLabel("Address line 1")).not.toHaveValue("");
    const oldCity = await page.proposalDialog.getByLabel("City").inputValue();
    await page.proposalDialog.getByLabel("City").fill(correctedCity);
    await page.send();
    await expect(page.proposalDialog.getByRole("status")).toHaveText(/^Thank you/);
    await page.closeDialog();

    // Snapshot: the company information, a malformed website refused first.
    await page.openTab(COMPANY, "background/snapshot", "snapshot-page");
    const info = await page.openProposal("suggest-info", "Suggest a correction");
    await info.getByLabel("Website").fill("not a website");
    await page.send();
    await expect(info.getByText("Enter the website address starting with http:// or https://")).toBeVisible();
    await info.getByLabel("Website").fill(website);
    await page.send();
    await expect(info.getByRole("status")).toHaveText(/^Thank you/);
    await screenshot(page.page, `contribution-info-${device}`);
    expect(await page.accessibilityViolations('[role="dialog"]')).toEqual([]);
    await page.closeDialog();

    // Industry: a code found by words as they are typed.
    await page.openTab(COMPANY, "business/industry", "industry-page");
    await page.openProposal("propose-industry", "Propose an industry code");
    await page.pickIndustryCode(industry.scheme, industry.words, industry.code);
    await page.send();
    await expect(page.proposalDialog.getByRole("status")).toHaveText(/^Thank you/);
    await screenshot(page.page, `contribution-industry-${device}`);
    expect(await page.accessibilityViolations('[role="dialog"]')).toEqual([]);
    await page.closeDialog();
    await page.signOut();

    // The administrator sees what each proposal changes, the replaced value beside the new one.
    const moderator = await page.createAccount("data-moderator", `data-moderator-${device}@example.com`);
    await page.signInAs(moderator);
    await page.goto("/account/contributions");
    const correction = page.moderation.getByTestId("proposal").filter({ hasText: correctedCity });
    await expect(correction).toBeVisible({ timeout: 20_000 });
    const cityChange = correction.locator('[data-testid="change"][data-changed]').filter({ hasText: correctedCity });
    await expect(cityChange).toContainText(oldCity);
    await expect(cityChange).toContainText(correctedCity);
    await expect(correction).toContainText("Address corrected");
    await screenshot(page.page, `contribution-review-data-${device}`, { fullPage: true });
    expect(await page.accessibilityViolations('[data-testid="account-page"]')).toEqual([]);
    await correction.getByRole("button", { name: /^Reject the proposal/ }).click();
    await expect(correction).toHaveCount(0);
    const proposals = page.moderation.getByTestId("proposal");
    const industryValue = page.page.locator("dd", { hasText: new RegExp(`^${industry.code}$`) });
    for (const proposal of [
      proposals.filter({ hasText: street }),
      proposals.filter({ hasText: website }),
      proposals.filter({ has: industryValue }),
    ]) {
      await proposal.getByRole("button", { name: /^Approve the proposal/ }).click();
      await expect(proposal).toHaveCount(0);
    }

    // On the profile: each value with the "User contribution" label, and in the history.
    await page.openTab(COMPANY, "business/locations", "locations-page");
    const address = page.page.getByTestId("location-address").filter({ hasText: street });
    await expect(address.getByTestId("source-chip")).toHaveText("User contribution", { timeout: 20_000 });
    await expect(page.page.getByTestId("location-address").filter({ hasText: correctedCity })).toHaveCount(0);
    await address.scrollIntoViewIfNeeded();
    await screenshot(page.page, `contribution-address-shown-${device}`);
    await page.openTab(COMPANY, "background/snapshot", "snapshot-page");
    const link = page.page.getByRole("link", { name: website.replace("https://", "") });
    await expect(link).toBeVisible({ timeout: 20_000 });
    await expect(link.locator("xpath=ancestor::li[1]").getByTestId("source-chip")).toHaveText("User contribution");
    await screenshot(page.page, `contribution-info-shown-${device}`, { fullPage: true });
    await page.openTab(COMPANY, "business/industry", "industry-page");
    const code = page.page.getByTestId("industry-codes").locator("li").filter({ hasText: industry.code }).first();
    // Its first chip is the code's own source; the next one, its description's (the reference table).
    await expect(code.getByTestId("source-chip").first()).toHaveText("User contribution", { timeout: 20_000 });
    await screenshot(page.page, `contribution-industry-shown-${device}`, { fullPage: true });
    expect(await page.accessibilityViolations('[data-testid="industry-page"]')).toEqual([]);
    await page.openOperations(COMPANY);
    await expect(page.history.getByTestId("contribution-entry").filter({ hasText: website })).toContainText(
      "User contribution",
    );
    expect(page.consoleErrors).toEqual([]);
    await context.close();
  });
}
