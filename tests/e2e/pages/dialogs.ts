import { expect, type Locator, type Page } from "@playwright/test";

/** The login dialog: tabs "Sign in" and "Create an Account". */
export class LoginDialog {
  readonly root: Locator;
  constructor(page: Page) {
    this.root = page.getByRole("dialog", { name: "Welcome to CSI" });
  }
  tab(name: "Sign in" | "Create an Account"): Locator {
    return this.root.getByRole("tab", { name });
  }
  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }
}

/** The legal dialog: Privacy Policy and Terms of Use Agreement tabs. */
export class LegalDialog {
  readonly page: Page;
  readonly root: Locator;
  readonly tabList: Locator;
  constructor(page: Page) {
    this.page = page;
    this.root = page.getByRole("dialog", { name: "Privacy and terms" });
    this.tabList = this.root.getByRole("tablist");
  }
  tab(name: "Privacy Policy" | "Terms of Use Agreement"): Locator {
    return this.root.getByRole("tab", { name });
  }
  panelHeading(): Locator {
    return this.root.getByRole("tabpanel").getByRole("heading", { level: 2 });
  }
  /** A click outside the dialog's panel, on the backdrop. */
  async clickOutside(): Promise<void> {
    const box = await this.root.boundingBox();
    expect(box).not.toBeNull();
    await this.page.mouse.click(5, (box?.y ?? 0) + 5);
  }
}
