import { test } from "@playwright/test";
import { DEVICES, type Device } from "./pages/accessibility.page.ts";
import { HelpPage, expect } from "./pages/help.page.ts";
import { screenshot } from "./screenshots.ts";

const DESCRIPTION = "The registered address of this company moved in 2024.";

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`help centre: search the FAQ, open About, report a problem with a file, the gold-only guide (${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext(DEVICES[device]);
    const help = new HelpPage(await context.newPage(), request);
    const account = await help.signedInSubscriber(`help-${device}`, 1);

    // FAQ, from the help menu: every question, then only those holding the words typed.
    await help.openFromHelpMenu("FAQ");
    await expect(help.heading).toHaveText("Frequently asked questions");
    await expect(help.faqQuestions()).toHaveCount(8);
    // In the question of one and the answer of the other, whatever the case.
    await help.faqSearch.fill("E-MAIL");
    await expect(help.faqQuestions()).toHaveText([
      "How do I change my password or e-mail address?",
      "Some data is wrong. How do I tell you?",
    ]);
    await expect(help.frame.getByText("2 questions match.")).toBeVisible();
    await screenshot(help.page, `faq-${device}`, { fullPage: true });
    expect(await help.accessibilityViolations()).toEqual([]);
    await help.faqSearch.fill("no such words here");
    await expect(help.faqQuestions()).toHaveCount(0);
    await expect(help.frame.getByText("No question matches.")).toBeVisible();

    // About: the data sources and their licences, as /csi/health reports them.
    const health = (await (await request.get("/csi/health")).json()) as {
      data: { data: { datasets: { source: string; licence: string }[] } };
    };
    const datasets = health.data.data.datasets;
    expect(datasets.length).toBeGreaterThan(0);
    await help.openFromHelpMenu("About");
    await expect(help.heading).toHaveText("About");
    await expect(help.sources.locator("li")).toHaveCount(datasets.length);
    for (const dataset of datasets) await expect(help.sources.getByText(dataset.licence).first()).toBeVisible();
    await screenshot(help.page, `about-${device}`, { fullPage: true });
    expect(await help.accessibilityViolations()).toEqual([]);

    // Report a problem: a file that only claims to be a picture is refused by the server, by its bytes.
    await help.openFromHelpMenu("Report Issues");
    await expect(help.heading).toHaveText("Report a problem");
    await help.fillReport({ type: "Report a data problem", description: DESCRIPTION, phone: "+44 20 7946 0000" });
    await help.attach("screen.png", "image/png", Buffer.from("<svg onload=alert(1)>"));
    await help.frame.getByRole("button", { name: "Send report" }).click();
    await expect(help.frame.getByRole("alert")).toHaveText(
      "This type of file is not accepted here. Accepted: PNG, JPEG, GIF, WebP, PDF",
    );
    // A real picture goes through the upload service; the report is stored and acknowledged.
    await help.attach("screen.png", "image/png", HelpPage.screenshotPng());
    await screenshot(help.page, `report-form-${device}`, { fullPage: true });
    expect(await help.accessibilityViolations()).toEqual([]);
    await help.frame.getByRole("button", { name: "Send report" }).click();
    await expect(help.reportSent).toContainText("Your report was received and will be verified.");
    // The acknowledgement, to the account's address (its sign-up code mail is there too).
    const acknowledgements = async () =>
      (await help.mailsTo(account.email)).filter((mail) => mail.text.includes(DESCRIPTION));
    await expect.poll(async () => (await acknowledgements()).length).toBe(1);
    expect((await acknowledgements())[0]?.text).toMatch(/thank you for your report no\. \d+/);
    await screenshot(help.page, `report-sent-${device}`, { fullPage: true });

    // The User Guide is for gold (spec §6): refused for silver, shown once the account is gold.
    await help.goto("/account/Instructions");
    await expect(help.page.getByText("No permission, please purchase").first()).toBeVisible();
    await HelpPage.grantGold(request, account.email);
    await help.goto("/account/instructions");
    await expect(help.heading).toHaveText("User Guide");
    await expect(help.page.getByTestId("user-guide").getByRole("heading", { level: 2 })).toHaveCount(5);
    await screenshot(help.page, `guide-${device}`, { fullPage: true });
    expect(await help.accessibilityViolations()).toEqual([]);
    // The browser logs the refusals the test provoked: the upload (415) and the guide for silver (402).
    const expected = /status of (415|402) /;
    expect(help.consoleErrors.filter((error) => !expected.test(error))).toEqual([]);
    await context.close();
  });
}
