import { deflateSync } from "node:zlib";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { MainLayoutPage } from "./main-layout-page.ts";
import { deviceScreenshots } from "../screenshots.ts";

const HEADERS = { language: "en_US", usaged: "2" };

/** A real PNG of `size`×`size` pixels in one colour (8-bit RGB), built byte by byte. */
export function solidPng(size: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The account area (/account/...) and /index/addCredit: the side menu, the pages, their forms. */
export class AccountPagesPage extends MainLayoutPage {
  readonly menu: Locator;
  readonly heading: Locator;
  readonly profileForm: Locator;
  readonly avatarEditor: Locator;
  readonly settings: Locator;

  constructor(page: Page) {
    super(page);
    this.menu = page.getByTestId("account-menu");
    this.heading = page.getByTestId("account-page").getByRole("heading", { level: 1 });
    this.profileForm = page.getByTestId("profile-editor");
    this.avatarEditor = page.getByTestId("avatar-editor");
    this.settings = page.getByTestId("user-settings");
  }

  /** Gives the account a subscription and credits through the test-only fixture route. */
  static async grant(
    request: APIRequestContext,
    grant: { email: string; lockType: 1 | 2 | 3; daysUsed: number; daysLeft: number; credits: number },
  ): Promise<void> {
    const response = await request.post("/csi/dev/entitlements", { data: grant, headers: HEADERS });
    expect(((await response.json()) as { code: number }).code).toBe(200);
  }

  /** A success notice (the toaster's status toasts). */
  notice(text: string): Locator {
    return this.page.getByRole("status").filter({ hasText: text });
  }

  menuEntry(name: string): Locator {
    return this.menu.getByRole("link", { name: new RegExp(`^${name}( Later)?$`) });
  }

  field(label: string): Locator {
    return this.profileForm.getByLabel(label, { exact: true });
  }

  figure(testId: "available-credits" | "account-tier" | "account-expiration" | "logins-this-month"): Locator {
    return this.page.getByTestId(testId);
  }

  async chooseAvatar(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    await this.avatarEditor.getByLabel("Picture file").setInputFiles({ name, mimeType, buffer });
  }

  /** Desktop and phone screenshots of the page as it is, when asked for (E2E_SCREENSHOTS=1). */
  async shots(name: string): Promise<void> {
    await deviceScreenshots(this.page, name);
  }
}
