import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { AccountPagesPage } from "./pages/account-pages.page.ts";
import { DEVICES, type Device } from "./pages/accessibility.page.ts";
import type { TestAccount } from "./pages/account-security.page.ts";
import { MyDatabasePage } from "./pages/my-database.page.ts";
import { OrganisationPage } from "./pages/organisation.page.ts";
import { screenshot } from "./screenshots.ts";

const HEADERS = { language: "en_US", usaged: "2" };

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('[data-testid="account-page"]').analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
}

async function tokenOf(request: APIRequestContext, account: TestAccount): Promise<string> {
  const login = await request.post("/csi/user/login", { data: account, headers: HEADERS });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** One charge of the member's on the group's pool, as the company screens send it. */
async function spend(request: APIRequestContext, token: string, type: string, companyId: string) {
  const answer = await request.post("/csi/consume/saveUserConsumption", {
    data: { type, companyId, companyName: `Company ${companyId}`, idempotencyKey: `e2e-${companyId}` },
    headers: { ...HEADERS, authorization: token },
  });
  return { status: answer.status(), ...((await answer.json()) as { code: number; msg: string }) };
}

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`an administrator caps a member's share of the group's credits and reads the member's usage (${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const adminContext = await browser.newContext({ ...DEVICES[device], acceptDownloads: true });
    const admin = new MyDatabasePage(await adminContext.newPage(), request);
    const org = new OrganisationPage(admin.page, request);
    const adminAccount = await admin.createAccount(`pool-admin-${device}`);
    await admin.makeOrganisationAdministrator(adminAccount);
    await AccountPagesPage.grant(request, {
      email: adminAccount.email,
      lockType: 1,
      daysUsed: 1,
      daysLeft: 30,
      credits: 20,
    });
    const memberAccount = await admin.createAccount(`pool-member-${device}`);
    const invited = await request.post("/csi/org/inviteUser", {
      data: { email: memberAccount.email },
      headers: { ...HEADERS, authorization: await tokenOf(request, adminAccount) },
    });
    expect(((await invited.json()) as { code: number }).code).toBe(200);
    await org.acceptThroughApi(memberAccount, await org.invitationPath(memberAccount.email));

    // The administrator's quota page: the member, no spending yet; a cap of 2 credits a month is set.
    await admin.signInAs(adminAccount);
    await admin.goto("/account/quota");
    const table = admin.page.getByTestId("member-usage-table");
    const memberRow = table.getByTestId("member-usage-row").filter({ hasText: memberAccount.email });
    await expect(memberRow.getByTestId("member-month")).toHaveText("0");
    await expect(admin.page.getByTestId("member-usage")).toContainText("(20 left)");
    const capInput = memberRow.getByTestId("cap-input");
    await capInput.fill("two");
    await memberRow.getByRole("button", { name: /^Save the monthly cap of / }).click();
    await expect(memberRow.getByRole("alert")).toHaveText(
      "Enter a whole number of credits, or leave it empty for no cap.",
    );
    await capInput.fill("2");
    await memberRow.getByRole("button", { name: /^Save the monthly cap of / }).click();
    await expect(admin.page.getByRole("status").filter({ hasText: "was saved" })).toBeVisible();
    await expect(memberRow.getByRole("alert")).toBeHidden();
    await screenshot(admin.page, `group-credits-quota-${device}`, { fullPage: true });
    await expectNoSeriousAxeViolations(admin.page);

    // The member spends the group's credits: an export and a report download pass, the third charge meets the cap.
    const memberToken = await tokenOf(request, memberAccount);
    expect((await spend(request, memberToken, "export", `X${device}1`)).code).toBe(200);
    expect((await spend(request, memberToken, "reportDownload", `D${device}1`)).code).toBe(200);
    const capped = await spend(request, memberToken, "export", `X${device}2`);
    expect(capped).toMatchObject({ status: 402, code: 402 });
    expect(capped.msg).toContain("monthly share of your group's credits");

    // The member's balance page: the group's credits, the cap used up, nothing to buy (spec §6).
    const memberContext = await browser.newContext(DEVICES[device]);
    const member = new MyDatabasePage(await memberContext.newPage(), request);
    await member.signInAs(memberAccount);
    await member.goto("/index/addCredit");
    const share = member.page.getByTestId("member-credits");
    await expect(share.getByTestId("group-pool")).toHaveText("18");
    await expect(share.getByTestId("group-cap")).toHaveText("2");
    await expect(share.getByTestId("group-spent")).toHaveText("2");
    await expect(share.getByTestId("group-available")).toHaveText("0");
    await expect(member.page.getByTestId("available-credits")).toHaveText("0");
    await expect(member.page.getByRole("radio")).toHaveCount(0);
    await screenshot(member.page, `group-credits-member-${device}`, { fullPage: true });
    await expectNoSeriousAxeViolations(member.page);
    await memberContext.close();

    // The administrator sees the spending, then opens the member's usage records.
    await admin.page.reload();
    await expect(memberRow.getByTestId("member-month")).toHaveText("2");
    await expect(admin.page.getByTestId("member-usage")).toContainText("(18 left)");
    await memberRow.getByRole("link", { name: /^View\s*:\s*Usage records of / }).click();
    await expect(admin.page).toHaveURL(/\/account\/YourUsage\?member=\d+$/);
    await expect(admin.page.getByTestId("filter-member")).not.toHaveValue("");
    const rows = admin.usageRecords.locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Company D");

    // A filter narrows the list on the server; the export writes the filtered rows.
    await admin.page.getByTestId("filter-type").selectOption({ label: "Export" });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Company X${device}1`);
    await screenshot(admin.page, `group-credits-usage-filtered-${device}`, { fullPage: true });
    await expectNoSeriousAxeViolations(admin.page);
    await admin.page.getByTestId("usage-export").click();
    const file = await admin.downloadBy(admin.page.getByTestId("usage-export-csv"));
    expect(file.name).toBe("usage-records.csv");
    const csv = file.bytes.toString("utf8");
    expect(csv).toContain("Usage type");
    expect(csv).toContain(`Company X${device}1`);
    expect(csv).not.toContain(`Company D${device}1`);

    // A day range with nothing in it says so.
    await admin.page.getByTestId("filter-start").fill("2020-01-01");
    await admin.page.getByTestId("filter-end").fill("2020-01-31");
    await expect(admin.page.getByText("No usage records match these filters.")).toBeVisible();
    await adminContext.close();
  });
}
