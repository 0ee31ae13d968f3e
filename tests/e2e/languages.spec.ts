import { expect, test } from "@playwright/test";
import { HomePage } from "./pages/home-page.ts";

/** Each language in menu order: its own name, the `<html lang>`, and the home title in it. */
const LANGUAGES = [
  { name: "中文", lang: "zh-CN", title: "搜索企业" },
  { name: "日本語", lang: "ja", title: "企業を検索" },
  { name: "Deutsch", lang: "de", title: "Unternehmen suchen" },
  { name: "Français", lang: "fr", title: "Rechercher des entreprises" },
  { name: "Español", lang: "es", title: "Buscar empresas" },
  { name: "Italiano", lang: "it", title: "Cerca aziende" },
  { name: "Nederlands", lang: "nl", title: "Bedrijven zoeken" },
  { name: "Português", lang: "pt", title: "Pesquisar empresas" },
  { name: "English", lang: "en", title: "Search Companies" },
];

test("switching to each of the nine languages changes the visible strings", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto("/home");
  await expect(home.heading).toHaveText("Search Companies");
  let current = "English";
  for (const language of LANGUAGES) {
    await home.switchLanguage(current, language.name);
    current = language.name;
    await expect(home.heading, language.name).toHaveText(language.title);
    expect(await home.htmlLang()).toBe(language.lang);
  }
  expect(home.consoleErrors).toEqual([]);
});

test("the language is kept for the session", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto("/home");
  await home.switchLanguage("English", "Deutsch");
  await page.reload();
  await expect(home.heading).toHaveText("Unternehmen suchen");
  await page.goto("/index");
  await expect(page.getByRole("banner").getByRole("heading", { level: 1 })).toHaveText("Unternehmen suchen");
});
