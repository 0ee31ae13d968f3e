import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DEVICES, type Device } from "./pages/accessibility.page.ts";
import { AccountSecurityPage } from "./pages/account-security.page.ts";
import { NotificationsPage } from "./pages/notifications.page.ts";
import { screenshot } from "./screenshots.ts";

const NEW_PASSWORD = "Renewed5678";
const TITLE = "Your password was changed";

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`a password change in one tab raises the bell's badge in another, live; mark read (${device})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const producer = new AccountSecurityPage(page, request);
    const account = await producer.createAccount(`notify-${device}`);
    await producer.signInAs(account);

    // A second browser context of the same session (another tab or window), on the device under test.
    const context = await browser.newContext({ ...DEVICES[device], storageState: await page.context().storageState() });
    const watcher = new NotificationsPage(await context.newPage());
    await watcher.openLive("/account/AccountSecurity");
    await expect(watcher.bell).toBeVisible();
    await expect(watcher.badge).toBeHidden();
    await watcher.open();
    await expect(watcher.panel.getByText("No notifications yet")).toBeVisible();
    await watcher.bell.click();
    await expect(watcher.panel).toBeHidden();

    // The event, produced through the first context's screens.
    await producer.goto("/account/AccountSecurity");
    await producer.input("Current password").fill(account.password);
    await producer.input("New password").fill(NEW_PASSWORD);
    await producer.input("Confirm password").fill(NEW_PASSWORD);
    await producer.frame.getByRole("button", { name: "Change password" }).click();
    await expect(producer.notice("Your password has been changed")).toBeVisible();

    // The other context hears it on its socket: no reload, no polling.
    await expect(watcher.badge).toHaveText("1", { timeout: 5_000 });
    await expect(watcher.bell).toHaveAccessibleName("Notifications, 1 unread");
    await watcher.open();
    const item = watcher.item(TITLE);
    await expect(item).toHaveAttribute("data-unread", "true");
    // 430 px on a desktop (spec §9), the phone's whole width as a sheet; polled while it scales in.
    const width = device === "desktop" ? 430 : DEVICES.phone.viewport.width;
    await expect.poll(async () => (await watcher.panel.boundingBox())?.width).toBe(width);
    await screenshot(watcher.page, `notifications-${device}`);

    const axe = await new AxeBuilder({ page: watcher.page }).include('[data-testid="notifications-panel"]').analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

    await item.getByRole("button", { name: `Mark as read: ${TITLE}` }).click();
    await expect(watcher.badge).toBeHidden();
    await expect(item).not.toHaveAttribute("data-unread");
    await expect(watcher.panel.getByRole("button", { name: "Mark all as read" })).toBeDisabled();

    // Read is the server's state: a reload shows no badge.
    await watcher.openLive("/account/AccountSecurity");
    await watcher.open();
    await expect(watcher.item(TITLE)).toBeVisible();
    await expect(watcher.badge).toBeHidden();
    await context.close();
  });
}

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`the Notifications page: from the popover, ?id= selects and reads one, search by title; News for you (${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext(DEVICES[device]);
    const producer = new AccountSecurityPage(await context.newPage(), request);
    const account = await producer.createAccount(`notify-page-${device}`);
    await producer.signInAs(account);
    await producer.goto("/account/AccountSecurity");
    await producer.input("Current password").fill(account.password);
    await producer.input("New password").fill(NEW_PASSWORD);
    await producer.input("Confirm password").fill(NEW_PASSWORD);
    await producer.frame.getByRole("button", { name: "Change password" }).click();
    await expect(producer.notice("Your password has been changed")).toBeVisible();

    const notes = new NotificationsPage(producer.page);
    await expect(notes.badge).toHaveText("1");
    await notes.open();
    await notes.seeAll.click();
    await expect(notes.page).toHaveURL(/\/account\/Notifications$/);
    await expect(notes.panel).toBeHidden();
    await expect(notes.page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    const row = notes.row(TITLE);
    await expect(row).toHaveAttribute("data-unread", "true");
    await expect(notes.selected).toBeHidden();

    // Selecting it puts its id in the address, shows it and reads it: the badge clears.
    await row.getByRole("link").click();
    await expect(notes.page).toHaveURL(/\/account\/Notifications\?id=\d+$/);
    await expect(notes.selected.getByRole("heading", { name: TITLE })).toBeVisible();
    await expect(row).not.toHaveAttribute("data-unread");
    await expect(notes.badge).toBeHidden();
    await screenshot(notes.page, `notifications-page-${device}`, { fullPage: true });
    const axe = await new AxeBuilder({ page: notes.page }).include('[data-testid="account-page"]').analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

    // The address alone selects it (the lowercase alias too); an unknown id says so.
    const id = new URL(notes.page.url()).searchParams.get("id");
    await notes.goto(`/account/notifications?id=${id}`);
    await expect(notes.selected.getByRole("heading", { name: TITLE })).toBeVisible();
    await notes.goto("/account/Notifications?id=999999999");
    await expect(notes.page.getByRole("alert")).toHaveText("This notification was not found.");

    // Search by title, on the server.
    await notes.search.fill("password");
    await expect(notes.row(TITLE)).toBeVisible();
    await notes.search.fill("no such title");
    await expect(notes.empty).toHaveText("Nothing has “no such title” in its title.");
    await expect(notes.page.getByTestId("notification-row")).toHaveCount(0);

    // News for you: this account has none, and says so once the server has answered.
    await notes.goto("/account/Newsforyou");
    await expect(notes.page.getByRole("heading", { level: 1, name: "News for you" })).toBeVisible();
    await expect(notes.empty).toHaveText("No news for you yet");
    await expect(notes.page.getByTestId("account-page").getByRole("status")).toHaveCount(0);
    await screenshot(notes.page, `news-for-you-${device}`, { fullPage: true });
    if (device === "desktop") {
      await notes.page.getByTestId("account-menu").getByRole("link", { name: "Notifications" }).click();
      await expect(notes.page).toHaveURL(/\/account\/Notifications$/);
      await expect(notes.row(TITLE)).toBeVisible();
    }
    await context.close();
  });
}
