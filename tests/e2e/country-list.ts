import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";

/**
 * The country list the offline and picker tests need. The server's own list is used when it has
 * countries to offer; an empty database (no company data loaded yet) gets the fixture instead, so
 * that the cache behaviour is still exercised. Returns a country to look for and its continent tab.
 */
export async function ensureCountryList(
  page: Page,
  request: APIRequestContext,
  { fixtureOnly = false }: { fixtureOnly?: boolean } = {},
): Promise<{ country: string; continent: string }> {
  const response = fixtureOnly
    ? null
    : await request.get("/csi/common/countryList", { headers: { language: "en_US" } });
  if (response?.ok()) {
    type Continent = { name: string; countryList: Array<{ name: string; companyNum: number }> };
    const envelope = (await response.json()) as { data: Continent[] };
    for (const continent of envelope.data) {
      const offered = continent.countryList.find((c) => c.companyNum > 100);
      if (offered) return { country: offered.name, continent: continent.name };
    }
  }
  const fixture = readFileSync(join(import.meta.dirname, "..", "fixtures", "country-list.json"), "utf8");
  await page.route("**/csi/common/countryList", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: fixture }),
  );
  return { country: "Germany", continent: "Europe" };
}
