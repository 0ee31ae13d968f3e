import { expect, test } from "./csp-guard.ts";
import { CompanyProfilePage, findCompanyWithOwnershipChain, findSecCompany } from "./pages/company-profile.page.ts";
import { registerAndSignIn, useSession } from "./collections-session.ts";

// This spec needs the service worker (the offline shell); the others run without it (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

test.describe.configure({ timeout: 120_000 });

test("a real SEC company's profile says where its record came from, and is not demo data", async ({
  page,
  request,
}) => {
  const sec = await findSecCompany(request);
  const profile = new CompanyProfilePage(page);
  await profile.open(sec.aaaId);
  await expect(profile.companyName).toHaveText(sec.name);
  await expect(profile.aaaId).toHaveText(sec.aaaId);
  await expect(profile.provenanceLine).toContainText("Source: sec-");
  await expect(profile.demoBadge).toHaveCount(0);
  await expect(profile.qualityGauge).toBeVisible();
  // The numeric id opens the same profile.
  await profile.open("320193");
  await expect(profile.aaaId).toHaveText(sec.aaaId);
});

test("an unknown company says so", async ({ page }) => {
  await page.goto("/index/company/detals/A0/background/snapshot");
  await expect(page.getByTestId("company-not-found")).toBeVisible({ timeout: 20_000 });
});

test("every tab of a company works, and the company opens again offline", async ({ page, context, request }) => {
  const company = await findCompanyWithOwnershipChain(request);
  // Signed in: a guest's first press in the main layout opens the login dialog (spec section 1).
  const session = await registerAndSignIn(request);
  await useSession(context, session);
  const profile = new CompanyProfilePage(page);
  await profile.open(company.aaaId);
  await profile.waitForServiceWorker();

  // Snapshot: header card with name, id, data-quality gauge, demo badge and provenance.
  await expect(profile.companyName).toHaveText(company.name);
  await expect(profile.demoBadge).toBeVisible();
  await expect(profile.qualityGauge).toBeVisible();
  await expect(profile.section("snapshot-page")).toBeVisible();
  await expect(profile.section("snapshot-page").getByTestId("source-chip").first()).toBeVisible();

  await profile.openTab("profile");
  await expect(profile.section("profile-page")).toContainText(company.name);

  // Ownership: the chart draws the subject and its owners; levels collapse and expand.
  await profile.openTab("ownership");
  const nodes = profile.chartNodes("ownership-chart");
  await expect(nodes.first()).toBeVisible();
  expect(await nodes.count()).toBeGreaterThan(2);
  await profile.section("ownership-chart").getByRole("button", { name: "1", exact: true }).click();
  const collapsed = await nodes.count();
  await profile.section("ownership-chart").getByRole("button", { name: "All levels" }).click();
  expect(await nodes.count()).toBeGreaterThan(collapsed);
  await expect(profile.section("shareholder-table").locator("tbody tr").first()).toBeVisible();
  await expect(profile.section("ultimate-owners")).toBeVisible();

  // A company node opens that company's profile; leaving this one posts the view log.
  await profile.section("ownership-chart").getByRole("link").first().click();
  await expect(page).not.toHaveURL(new RegExp(company.aaaId));
  await expect(profile.companyName).not.toHaveText(company.name);
  await expect
    .poll(async () => {
      const response = await request.post("/csi/myDatabase/getUserActionLogPage", {
        data: { pageNum: 1, pageSize: 10 },
        headers: { authorization: session.token },
      });
      const body = (await response.json()) as { data: { list: { aaaId: string; pageName: string }[] } };
      return body.data.list.map((view) => `${view.aaaId}:${view.pageName}`);
    })
    .toContain(`${company.aaaId}:ownership`);
  await page.goBack();
  await expect(profile.companyName).toHaveText(company.name);

  await profile.openTab("relatedCompanies");
  await expect(profile.section("related-page")).toBeVisible();
  await expect(profile.section("related-table").or(profile.section("related-chart")).first()).toBeVisible();

  // Management: a person's drawer lists their other companies.
  await profile.openTab("management");
  const person = page.getByTestId("person-button").first();
  await expect(person).toBeVisible();
  await person.click();
  await expect(profile.personDrawer).toBeVisible();
  await expect(profile.personDrawer.getByTestId("person-companies")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(profile.personDrawer).toBeHidden();

  await profile.openTab("operations");
  await expect(profile.section("territories")).toBeVisible();

  // Locations: the map draws a marker per located address; the selector filters by type.
  await profile.openTab("locations");
  await expect(profile.mapMarkers.first()).toBeVisible();
  const allMarkers = await profile.mapMarkers.count();
  expect(allMarkers).toBeGreaterThan(0);
  await profile.locationType("Registered Address").click();
  await expect(page).toHaveURL(/type=registered/);
  await expect(profile.locationType("Registered Address")).toHaveAttribute("aria-checked", "true");
  await profile.locationType("All").click();
  await expect(profile.mapMarkers).toHaveCount(allMarkers);

  await profile.openTab("industry");
  await expect(profile.section("industry-page")).toBeVisible();

  // Offline: the same company opens from the copy kept in IndexedDB, and says so. The copy follows
  // the screens within a second; going offline sooner is the pagehide write's case (a unit test).
  await expect
    .poll(() => profile.offlineCopyKeys())
    .toEqual(expect.arrayContaining([expect.stringContaining(`${company.aaaId}/getCompanyLocations`)]));
  await context.setOffline(true);
  await profile.open(company.aaaId);
  await expect(profile.companyName).toHaveText(company.name);
  await expect(profile.offlineNotice).toBeVisible();
  await expect(profile.offlineNotice).toContainText("Offline copy from");
  await profile.openTab("ownership");
  await expect(profile.chartNodes("ownership-chart").first()).toBeVisible();
  await profile.openTab("locations");
  await expect(profile.mapMarkers.first()).toBeVisible();
  await context.setOffline(false);
});
