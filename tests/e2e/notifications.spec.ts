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
