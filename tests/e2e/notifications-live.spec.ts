import { expect, test, type Page, type WebSocket } from "@playwright/test";
import { DEVICES, type Device } from "./pages/accessibility.page.ts";
import { NotificationsPage } from "./pages/notifications.page.ts";
import { OrganisationPage } from "./pages/organisation.page.ts";
import { RestartableProxy } from "./restartable-proxy.ts";
import { screenshot } from "./screenshots.ts";

/** Issue 16's acceptance: a push reaches the other browser within 1 s of the server's answer. */
const LIVE_MS = 1_000;

/** The page's next notifications socket, from its creation (a refused attempt is one too). */
function nextSocket(page: Page): Promise<WebSocket> {
  return page.waitForEvent("websocket", {
    predicate: (socket) => socket.url().includes("/csi/webSocket/gleagle/"),
    timeout: 60_000,
  });
}

/** Resolves when the socket has closed, or failed before it opened. */
function ended(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.isClosed()) resolve();
    socket.on("close", () => resolve());
    socket.on("socketerror", () => resolve());
  });
}

/** Resolves when the socket's `ready` (authenticated) message arrives. */
function ready(socket: WebSocket): Promise<void> {
  return new Promise((resolve) =>
    socket.on("framereceived", (frame) => {
      if (String(frame.payload).includes('"type":"ready"')) resolve();
    }),
  );
}

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`one organisation in two browsers: an invitation, its acceptance and an access change raise the other's badge within 1 s; the socket comes back after the server restarts (${device})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const adminContext = await browser.newContext(DEVICES[device]);
    const admin = new OrganisationPage(await adminContext.newPage(), request);
    const adminBell = new NotificationsPage(admin.page);
    const adminAccount = await admin.createAccount(`live-admin-${device}`);
    await admin.makeOrganisationAdministrator(adminAccount);
    const memberAccount = await admin.createAccount(`live-member-${device}`);

    // The member's browser reaches the server through a relay that the test stops and starts again:
    // to that browser, a server restart.
    const proxy = new RestartableProxy(String(testInfo.project.use.baseURL));
    await proxy.start();
    const memberContext = await browser.newContext({ ...DEVICES[device], baseURL: proxy.url });
    const member = new OrganisationPage(await memberContext.newPage(), request);
    const memberBell = new NotificationsPage(member.page);
    await member.signInAs(memberAccount);
    await memberBell.openLive("/account/AccountSecurity");
    await expect(memberBell.badge).toBeHidden();

    await admin.signInAs(adminAccount);
    await admin.goto("/account/UserGroup");
    await admin.addGroup("Analysts");
    await adminBell.openLive("/account/User");

    // The administrator invites the member (an account already): the member's bell, at once.
    await admin.invite(memberAccount.email);
    await expect(memberBell.badge).toHaveText("1", { timeout: LIVE_MS });
    await memberBell.open();
    const invitation = memberBell.item(`${adminAccount.email} invited you to join Org`);
    await expect(invitation).toHaveAttribute("data-unread", "true");
    await invitation.getByRole("button", { name: /^Mark as read: / }).click();
    await expect(memberBell.badge).toBeHidden();

    // The member joins: now both are of one organisation, and the administrator's bell says so at once.
    await member.goto(await admin.invitationPath(memberAccount.email));
    await member.frame.getByRole("button", { name: "Join the organization" }).click();
    await expect(member.frame.getByText(/You joined the organization/)).toBeVisible();
    await expect(adminBell.badge).toHaveText("1", { timeout: LIVE_MS });
    await adminBell.open();
    const joined = adminBell.item(`${memberAccount.email} accepted your invitation and joined Org`);
    await expect(joined).toBeVisible();
    await screenshot(admin.page, `notifications-live-admin-${device}`);
    await adminBell.panel.getByRole("button", { name: "Mark all as read" }).click();
    await expect(adminBell.badge).toBeHidden();
    await adminBell.bell.click();
    await expect(adminBell.panel).toBeHidden();
    await admin.goto("/account/User");
    await expect(admin.row("user-row", memberAccount.email)).toContainText("Active");

    // The server goes away under the member's open socket, refuses a reconnection, and comes back.
    const live = nextSocket(member.page);
    await memberBell.openLive("/account/Notifications");
    await expect(memberBell.row("invited you to join Org")).toBeVisible();
    const first = await live;
    const firstEnded = ended(first);
    const refusedAttempt = nextSocket(member.page);
    await proxy.stop();
    await firstEnded;
    await ended(await refusedAttempt);
    const comeback = nextSocket(member.page);
    await proxy.start();
    const second = await comeback;
    await ready(second);
    expect(second.isClosed()).toBe(false);

    // On the new socket: the administrator moves the member into a group, and the member hears it at once.
    await admin.row("user-row", memberAccount.email).getByRole("button", { name: "Edit Grace Hopper" }).click();
    const edit = admin.dialog("Edit Grace Hopper");
    await edit.getByLabel("Group").selectOption({ label: "Analysts" });
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toBeHidden();
    await expect(memberBell.badge).toHaveText("1", { timeout: LIVE_MS });
    // The Notifications page the member has open lists it too, unread, without a reload.
    const changed = "The administrator of Org changed your group, role or account status";
    await expect(memberBell.row(changed)).toHaveAttribute("data-unread", "true");
    await screenshot(member.page, `notifications-live-member-${device}`);
    await memberBell.open();
    await expect(memberBell.item(changed)).toHaveAttribute("data-unread", "true");

    await memberContext.close();
    await adminContext.close();
    await proxy.stop();
  });
}
