import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { companyProfileEndpoints as endpoints } from "../../../contract/company-profile.endpoints.ts";
import { callEndpointIfFound } from "../api.ts";
import { AppPage } from "./app-page.ts";

export type ProfileTab =
  "snapshot" | "profile" | "ownership" | "relatedCompanies" | "management" | "operations" | "locations" | "industry";

/** The company profile (/index/company/detals/$id): header, tabs, charts, map, person drawer. */
export class CompanyProfilePage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  async open(id: string, path = "background/snapshot"): Promise<void> {
    await this.page.goto(`/index/company/detals/${id}/${path}`);
    await expect(this.header).toBeVisible({ timeout: 20_000 });
  }

  get header(): Locator {
    return this.page.getByTestId("profile-header");
  }

  get companyName(): Locator {
    return this.page.getByTestId("company-name");
  }

  get aaaId(): Locator {
    return this.page.getByTestId("aaa-id");
  }

  get qualityGauge(): Locator {
    return this.header.getByTestId("quality-gauge");
  }

  get provenanceLine(): Locator {
    return this.page.getByTestId("provenance-line");
  }

  get demoBadge(): Locator {
    return this.page.getByTestId("demo-badge");
  }

  get offlineNotice(): Locator {
    return this.page.getByTestId("offline-copy");
  }

  tab(name: ProfileTab): Locator {
    return this.page.getByTestId(`profile-tab-${name}`);
  }

  /** Opens a tab from the tab bar and waits for its URL. */
  async openTab(name: ProfileTab): Promise<void> {
    await this.tab(name).click();
    await expect(this.page).toHaveURL(new RegExp(`/${name}(\\?|$)`));
    await expect(this.tab(name)).toHaveAttribute("aria-current", "page");
  }

  section(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  chartNodes(chartTestId: string): Locator {
    return this.page.getByTestId(chartTestId).getByTestId("chart-node");
  }

  get mapMarkers(): Locator {
    return this.page.getByTestId("locations-map").getByTestId("map-marker");
  }

  locationType(label: string): Locator {
    return this.page.getByTestId("location-types").getByRole("radio", { name: new RegExp(`^${label}`) });
  }

  get personDrawer(): Locator {
    return this.page.getByTestId("person-drawer");
  }
}

/**
 * A demo company with owners on two levels or more, found through the profile's own API: demo ids
 * are 9 x 10^12 + n (the generator numbers them from 1); parents are always earlier companies, so
 * later ones are likelier to have a chain of owners.
 */
export async function findCompanyWithOwnershipChain(
  request: APIRequestContext,
): Promise<{ aaaId: string; name: string }> {
  for (let n = 400; n < 4000; n += 7) {
    const id = String(9_000_000_000_000 + n);
    const summary = await callEndpointIfFound(request, endpoints.shareholderSummary, { id });
    if (!summary || summary.levels < 2) continue;
    const snapshot = await callEndpointIfFound(request, endpoints.snapshot, { id });
    if (snapshot) return { aaaId: snapshot.aaaId, name: snapshot.name };
  }
  throw new Error("no demo company with an ownership chain: is the demo data loaded?");
}

/** A real SEC registrant: Apple Inc. (CIK 320193), by its numeric id. */
export async function findSecCompany(
  request: APIRequestContext,
  cik = 320193,
): Promise<{ aaaId: string; name: string; isDemo: boolean }> {
  const snapshot = await callEndpointIfFound(request, endpoints.snapshot, { id: cik });
  if (!snapshot) throw new Error(`SEC company ${cik} not found: is the SEC data loaded?`);
  return snapshot;
}

/** A demo company with at least `people` officers (large companies start with a chief executive). */
export async function findCompanyWithManagement(request: APIRequestContext, people = 4): Promise<{ aaaId: string }> {
  for (let n = 1; n < 2000; n += 3) {
    const id = String(9_000_000_000_000 + n);
    const summary = await callEndpointIfFound(request, endpoints.managementSummary, { id });
    if (!summary || summary.total < people) continue;
    const snapshot = await callEndpointIfFound(request, endpoints.snapshot, { id });
    if (snapshot) return { aaaId: snapshot.aaaId };
  }
  throw new Error(`no demo company with ${people} officers: is the demo data loaded?`);
}
