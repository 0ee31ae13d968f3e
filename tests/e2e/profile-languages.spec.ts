import { expect, test } from "@playwright/test";
import { CompanyProfilePage, findCompanyWithManagement, type ProfileTab } from "./pages/company-profile.page.ts";

test.describe.configure({ timeout: 120_000 });

/** English that the profile showed in every language: data values, a source chip, generated prose. */
const ENGLISH = [
  /\bsanctions lists\b/i,
  /\bChief Executive Officer\b/,
  /\bChief Financial Officer\b/,
  /\bBoard Member\b/,
  /\bManaging Director\b/,
  /\b(Management|Finance|Operations|Board|Administration) \(\d+\)/,
  /\((micro|small|medium|large|very large) company\)/,
  /^operating$/m,
];

const LOCALES = [
  { locale: "ja", ceo: "最高経営責任者（CEO）", lists: "制裁リスト" },
  { locale: "de", ceo: "Vorstandsvorsitzender (CEO)", lists: "Sanktionslisten" },
] as const;

/** Background tabs and the section each waits for. */
const TABS: [ProfileTab, string][] = [
  ["snapshot", "sanctions-card"],
  ["profile", "profile-page"],
  ["management", "officers-table"],
];

for (const { locale, ceo, lists } of LOCALES) {
  test(`a company profile in ${locale} shows no English data values`, async ({ page, request }) => {
    const company = await findCompanyWithManagement(request);
    await page.addInitScript((language) => sessionStorage.setItem("language", language), locale);
    const profile = new CompanyProfilePage(page);
    for (const [tab, section] of TABS) {
      await profile.open(company.aaaId, `background/${tab}`);
      await expect(profile.section(section)).toBeVisible({ timeout: 20_000 });
      if (tab === "snapshot") await expect(profile.section(section).getByTestId("source-chip")).toHaveText(lists);
      if (tab === "management") await expect(profile.section(section)).toContainText(ceo);
      const text = await page.locator("main").innerText();
      for (const english of ENGLISH) expect(text, `${tab} in ${locale}`).not.toMatch(english);
    }
  });
}
