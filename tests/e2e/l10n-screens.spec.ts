import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { parsePo } from "../../scripts/po.ts";
import {
  CompanyProfilePage,
  findCompanyWithManagement,
  findCompanyWithOwnershipChain,
} from "./pages/company-profile.page.ts";
import { CompanySearchPage } from "./pages/company-search.page.ts";
import { registerAndSignIn, useSession } from "./collections-session.ts";
import { screenshot } from "./screenshots.ts";

/**
 * The four screens of the localisation review (docs/decisions/0033-localisation-review.md) in
 * German, French, Japanese and Brazilian Portuguese: the ownership table, the report dialog, the
 * person drawer and the share confirmation. Each shows the translation its context asks for (the
 * shareholding stake, not the verb "share"; the subject of a report, not the help menu's "About"),
 * and is shot when E2E_SCREENSHOTS=1.
 */
const LOCALES = ["de", "fr", "ja", "pt"] as const;

/** The catalog's translation of a message (with its context), for the assertions. */
function translation(locale: string, msgid: string, context?: string): string {
  const path = resolve(import.meta.dirname, "../../src/locales", locale, "messages.po");
  const entry = parsePo(readFileSync(path, "utf8")).find((e) => e.msgid === msgid && e.context === context);
  if (!entry?.msgstr) throw new Error(`no ${locale} translation of "${msgid}"`);
  return entry.msgstr;
}

for (const locale of LOCALES) {
  test(`${locale}: ownership table, report dialog, person drawer and share confirmation`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const owned = await findCompanyWithOwnershipChain(request);
    const managed = await findCompanyWithManagement(request, 2);
    // Signed in: the person drawer shows a person's details only to a signed-in user.
    await useSession(page.context(), await registerAndSignIn(request));
    const profile = new CompanyProfilePage(page);

    // The language comes from ?lang= on the first page and is kept for the session.
    await profile.goto(`/?lang=${locale}`);
    expect(await profile.htmlLang()).toBe(locale);

    await profile.open(owned.aaaId, "background/ownership");
    const table = profile.section("shareholder-table");
    await expect(table.getByRole("table")).toBeVisible();
    const stake = translation(locale, "Share", "shareholding stake");
    expect(stake).not.toBe(translation(locale, "Share", "verb: send by email"));
    await expect(table.getByRole("columnheader", { name: stake, exact: true })).toBeVisible();
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, `${locale}-ownership-table`);

    await profile.open(managed.aaaId, "background/management");
    const person = page.getByTestId("person-button").first();
    const name = (await person.innerText()).trim();
    await person.click();
    // The drawer's title turns from "Person" into the person's name once the profile has loaded.
    await expect(profile.personDrawer.getByRole("heading", { name, exact: true })).toBeVisible();
    await expect(profile.personDrawer.getByTestId("person-companies")).toBeVisible();
    await screenshot(page, `${locale}-person-drawer`);

    const search = new CompanySearchPage(page);
    await search.goto("/index/search/list/north/company?searchname=north&keword=2");
    await search.waitForRows();
    await search.selectRow(0);
    await search.toolbarButton("report-error").click();
    const report = page.getByRole("dialog");
    const about = translation(locale, "About", "subject of a report");
    expect(about).not.toBe(translation(locale, "About", "help menu"));
    await expect(report.getByText(about, { exact: true })).toBeVisible();
    // The attachment's button is the app's own, in the page's language (not the browser's).
    await expect(report.getByText(translation(locale, "Choose a file"), { exact: true })).toBeVisible();
    await expect(report.getByText(translation(locale, "No file chosen"), { exact: true })).toBeVisible();
    await screenshot(page, `${locale}-report-dialog`);
    await page.keyboard.press("Escape");
    await expect(report).toHaveCount(0);

    await search.toolbarButton("share").click();
    const share = page.getByRole("dialog");
    await share
      .getByRole("textbox")
      .first()
      .fill(`l10n-${crypto.randomUUID().slice(0, 8)}@example.com`);
    await share.getByRole("button", { name: translation(locale, "Send"), exact: true }).click();
    await expect(share).toHaveCount(0);
    const sent = translation(
      locale,
      "{sent, plural, one {Shared with # recipient.} other {Shared with # recipients.}}",
    );
    const one = /one \{([^}]*)\}/.exec(sent)?.[1] ?? /other \{([^}]*)\}/.exec(sent)![1]!;
    const toast = page.getByRole("status").filter({ hasText: one.replace("#", "1") });
    await expect(toast).toBeVisible();
    await screenshot(page, `${locale}-share-confirmation`);
    expect(search.consoleErrors).toEqual([]);
  });
}
