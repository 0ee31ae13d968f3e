import { test } from "./csp-guard.ts";
import { DEVICES, type Device } from "./pages/accessibility.page.ts";
import { CompanyProfilePage } from "./pages/company-profile.page.ts";
import { AssistantPage, expect, findCompanyForAssistant } from "./pages/assistant.page.ts";
import { screenshot } from "./screenshots.ts";

const PERSONAS = [
  { name: "Credit Analyst", question: "How creditworthy is this company?" },
  { name: "Legal Advisor", question: "Is this company on a sanctions list?" },
  { name: "Biz Consultant", question: "What does this company do, and how big is it?" },
  { name: "Economic Analyst", question: "How does this company take part in foreign trade?" },
];

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`AI assistant: a gold user asks each persona about a company and gets a streamed, cited answer (${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const company = await findCompanyForAssistant(request);
    const context = await browser.newContext(DEVICES[device]);
    const page = await context.newPage();
    const assistant = new AssistantPage(page, request);
    await assistant.signedIn(`ai-gold-${device}`, 2);

    // The facts as the profile shows them.
    const profile = new CompanyProfilePage(page);
    await profile.open(company.aaaId);
    const snapshot = profile.section("snapshot-page");
    const rating = (await snapshot.getByTestId("credit-rating").textContent())?.trim() ?? "";
    const factOf = (label: string) =>
      snapshot.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
    const legalForm = (await factOf("Legal form").first().textContent())?.trim() ?? "";
    const defaultProbability = (await factOf("Probability of default").first().textContent())?.trim() ?? "";
    expect([rating, legalForm, defaultProbability]).not.toContain("");

    await assistant.pressAssistantButton(device === "phone");
    await expect(assistant.panel).toBeVisible();
    await expect(assistant.personas).toHaveCount(4);
    await expect(assistant.panel.getByText(`About the company in view (${company.aaaId})`)).toBeVisible();
    // A full-screen sheet on a phone, once it has slid in.
    if (device === "phone")
      await expect.poll(async () => await assistant.panel.boundingBox()).toMatchObject({ x: 0, y: 0, height: 844 });
    await screenshot(page, `assistant-start-${device}`);
    expect(await assistant.accessibilityViolations()).toEqual([]);

    for (const [index, persona] of PERSONAS.entries()) {
      const answer = await assistant.ask(persona.name, persona.question);
      await expect(assistant.personas).toHaveCount(0);
      await expect(assistant.panel.getByTestId("question")).toHaveText([persona.question]);
      // Piece by piece: the heading is in while the sources, the last piece, are not yet.
      await expect(answer).toContainText(`${company.name} (${company.aaaId})`);
      await expect(answer).not.toContainText("Sources");
      await expect(answer).toContainText("Sources", { timeout: 30_000 });
      // It cites the company's records: a link to its page.
      const cited = answer.getByRole("link", { name: company.name, exact: true }).last();
      await expect(cited).toHaveAttribute("href", `/index/company/detals/${company.aaaId}/background/snapshot`);
      if (index === 0) {
        await expect(answer).toContainText(`Credit rating (${company.creditOpinion?.year}): ${rating}`);
        await expect(answer).toContainText(`Probability of default: ${defaultProbability}`);
      }
      if (index === 1) await expect(answer).toContainText(`Legal form: ${legalForm}`);
      if (index === 3) await expect(answer).toContainText("Imports:");
      await expect(assistant.followUps.getByRole("button")).toHaveCount(3);
      if (index === 0) {
        await screenshot(page, `assistant-answer-${device}`);
        expect(await assistant.accessibilityViolations()).toEqual([]);
      }
      if (index < PERSONAS.length - 1) {
        await assistant.panel.getByRole("button", { name: "Open a new conversation" }).click();
        await expect(assistant.answers).toHaveCount(0);
        await expect(assistant.followUps).toHaveCount(0);
      }
    }

    // A cited link opens the company's page; the conversations stay on the device (IndexedDB).
    await assistant.answers.last().getByRole("link", { name: company.name, exact: true }).last().click();
    await expect(assistant.panel).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/index/company/detals/${company.aaaId}/background/snapshot`));
    await assistant.pressAssistantButton(device === "phone");
    const recent = assistant.panel.getByRole("region", { name: "Recent conversations" }).getByRole("button");
    await expect(recent).toHaveText([...PERSONAS].reverse().map((persona) => persona.question));
    await recent.first().click();
    await expect(assistant.answers).toContainText("Sources");
    expect(assistant.consoleErrors).toEqual([]);
    await context.close();
  });

  test(`AI assistant: an ordinary user gets the no-permission dialog (${device})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext(DEVICES[device]);
    const page = await context.newPage();
    const assistant = new AssistantPage(page, request);
    await assistant.signedIn(`ai-ordinary-${device}`, 0);
    await assistant.goto("/index");
    await assistant.pressAssistantButton(device === "phone");
    await expect(assistant.noPermission).toContainText("You have no permission to access this function.");
    await expect(assistant.panel).toHaveCount(0);
    await screenshot(page, `assistant-denied-${device}`);
    await context.close();
  });
}
