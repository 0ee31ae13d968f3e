import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { AppPage } from "./app-page.ts";
import { screenshot } from "../screenshots.ts";

/** The two widths every screen is checked at; the phone is a touch Android phone, as issue 11 tried it. */
export const DEVICES = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
  },
} as const;
export type Device = keyof typeof DEVICES;

/** Where a phone outside the pages it may open lands (the spec's mobile redirect). */
const PHONE_HOME = "/csiPhone";

/** A screen to check: an address, what shows it is ready, and what to open on it (a dialog, the drawer). */
export type Screen = {
  name: string;
  path: string;
  ready: (page: Page) => Locator;
  open?: (app: AccessibilityPage) => Promise<void>;
};

/** One axe-core finding, as the failure message lists it. */
export type Finding = { screen: string; rule: string; impact: string; help: string; targets: string[] };

/** Rules beyond axe's defaults: WCAG 2.5.3, a control's accessible name contains its visible text. */
const EXTRA_RULES = { "label-content-name-mismatch": { enabled: true } };

/** Visits screens at one width and collects axe-core's serious and critical violations. */
export class AccessibilityPage extends AppPage {
  readonly device: Device;
  readonly findings: Finding[] = [];

  constructor(page: Page, device: Device) {
    super(page);
    this.device = device;
  }

  static async open(browser: Browser, device: Device): Promise<{ context: BrowserContext; app: AccessibilityPage }> {
    const context = await browser.newContext(DEVICES[device]);
    return { context, app: new AccessibilityPage(await context.newPage(), device) };
  }

  /**
   * Opens the screen and checks the page it lands on: the address asked for or, on a phone, the
   * phone home (phones are redirected from some routes; which ones is the router's rule, not this test's).
   */
  async visit(screen: Screen): Promise<void> {
    await this.goto(screen.path);
    const asked = new URL(screen.path, this.page.url()).pathname.toLowerCase();
    const landed = new URL(this.page.url()).pathname.toLowerCase();
    const isPhoneHome = this.device === "phone" && landed === PHONE_HOME.toLowerCase() && asked !== landed;
    expect(isPhoneHome || landed === asked, `${screen.name} landed on ${landed}`).toBe(true);
    await expect(isPhoneHome ? this.page.getByRole("heading", { level: 1 }) : screen.ready(this.page)).toBeVisible({
      timeout: 20_000,
    });
    if (screen.open) await screen.open(this);
    await this.settle();
    await this.scan(isPhoneHome ? `${screen.name} (on ${PHONE_HOME})` : screen.name);
  }

  /** Waits until no transition or finite animation runs (a dialog fading in has no final colours yet). */
  async settle(): Promise<void> {
    await this.page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
        ),
    );
  }

  async scan(name: string): Promise<void> {
    const results = await new AxeBuilder({ page: this.page }).options({ rules: EXTRA_RULES }).analyze();
    for (const violation of results.violations) {
      if (violation.impact !== "serious" && violation.impact !== "critical") continue;
      this.findings.push({
        screen: `${name} @ ${this.device}`,
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`.trim()),
      });
    }
    const file = name
      .replace(/[^a-z0-9]+/gi, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase();
    await screenshot(this.page, `a11y-${this.device}-${file}`, { fullPage: true });
  }

  /** The failure message: every finding with its first elements. */
  report(): string {
    return this.findings
      .map((finding) => {
        const more = finding.targets.length > 3 ? [`… and ${finding.targets.length - 3} more`] : [];
        const targets = [...finding.targets.slice(0, 3), ...more].join("\n    ");
        return `${finding.screen}: [${finding.impact}] ${finding.rule} (${finding.help})\n    ${targets}`;
      })
      .join("\n");
  }

  /** The skip link: the first Tab stop, hidden until focused, then Enter moves the focus to <main>. */
  async useSkipLink(path: string): Promise<void> {
    await this.goto(path);
    const link = this.page.getByRole("link", { name: "Skip to content" });
    const width = async () => (await link.boundingBox())?.width ?? 0;
    expect(await width()).toBeLessThanOrEqual(1);
    await this.page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    await expect.poll(width).toBeGreaterThan(40);
    await this.page.keyboard.press("Enter");
    await expect(this.page.getByRole("main")).toBeFocused();
    expect(await width()).toBeLessThanOrEqual(1);
  }

  /** Opens the login dialog from the top bar (every layout has one). */
  async openLogin(tab: "Sign in" | "Create an Account" = "Sign in"): Promise<void> {
    await this.page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Welcome to CSI" });
    await dialog.getByRole("tab", { name: tab }).click();
    await expect(dialog.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  }

  async openForgotPassword(): Promise<void> {
    await this.openLogin();
    await this.page
      .getByRole("dialog", { name: "Welcome to CSI" })
      .getByRole("button", { name: "Forgot password?" })
      .click();
    await expect(this.page.getByRole("dialog", { name: "Forgot Password" })).toBeVisible();
  }

  async openAccountMenu(): Promise<void> {
    await this.page
      .getByRole("banner")
      .getByRole("button", { name: /^Account of / })
      .click();
    await expect(this.page.getByRole("menu")).toBeVisible();
  }

  async openDrawer(): Promise<void> {
    await this.page.getByRole("banner").getByRole("button", { name: "Open applications" }).click();
    await expect(this.page.getByRole("dialog", { name: "Applications" })).toBeVisible();
  }
}
