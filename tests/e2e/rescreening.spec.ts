import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { companyProfileEndpoints } from "../../contract/company-profile.endpoints.ts";
import { collectionsEndpoints } from "../../contract/collections.endpoints.ts";
import { devEndpoints } from "../../contract/system.endpoints.ts";
import { callEndpoint, callEndpointIfFound } from "./api.ts";
import { callApi, registerAndSignIn, useSession } from "./collections-session.ts";
import { DEVICES, type Device } from "./pages/accessibility.page.ts";
import { NotificationsPage } from "./pages/notifications.page.ts";
import { screenshot } from "./screenshots.ts";

/** One round of the background jobs now (the job clock at the server's time); what each job did. */
async function runJobs(request: APIRequestContext): Promise<Record<string, number>> {
  return (await callEndpoint(request, devEndpoints.advanceJobClock, { hoursAhead: 0 })).handled;
}

// A demo company per device and run (the server may serve several runs): one not yet on a list.
const RUN = Date.now() % 10_000;
const COMPANY_ID: Record<Device, number> = {
  desktop: 9_000_000_000_020 + 2 * RUN,
  phone: 9_000_000_000_021 + 2 * RUN,
};

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`a saved company designated by a new list version: the user is notified after the re-screening (${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const company = await callEndpointIfFound(request, companyProfileEndpoints.snapshot, { id: COMPANY_ID[device] });
    if (!company) throw new Error(`demo company ${COMPANY_ID[device]} not found: is the demo data loaded?`);
    const session = await registerAndSignIn(request);
    const context = await browser.newContext({ ...DEVICES[device] });
    await useSession(context, session);
    const page = await context.newPage();
    const bell = new NotificationsPage(page);

    // The user keeps the company in a folder; a round of the jobs screens it (the base: nothing to tell).
    const folder = await callApi(request, session, collectionsEndpoints.create, {
      id: crypto.randomUUID(),
      name: "Watched suppliers",
    });
    await callApi(request, session, collectionsEndpoints.addItems, {
      collectionId: folder.id,
      items: [{ aaaId: company.aaaId, companyName: company.name }],
    });
    await runJobs(request);
    await bell.openLive("/account/Notifications");
    await expect(bell.badge).toBeHidden();

    // A new version of the BIS Denied Persons List names the company; the next round re-screens it.
    await callEndpoint(request, devEndpoints.addSanctionsDesignation, { name: company.name });
    expect((await runJobs(request)).savedCompanyRescreening).toBeGreaterThanOrEqual(1);
    const title = `The sanctions screening of ${company.name} changed after a list update (1 change)`;
    await expect(bell.badge).toHaveText("1");
    await bell.open();
    await expect(bell.item(title)).toBeVisible();
    await screenshot(page, `rescreening-notification-${device}`);
    const axe = await new AxeBuilder({ page }).include('[data-testid="notifications-panel"]').analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    await page.keyboard.press("Escape");

    // The Notifications page lists it too.
    await page.reload();
    await expect(bell.row(title)).toBeVisible();
    await screenshot(page, `rescreening-notifications-page-${device}`, { fullPage: true });
    await context.close();
  });
}
