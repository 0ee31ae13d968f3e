import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SERVER_MESSAGES } from "../../i18n/messages.ts";
import { AVATAR_MAX_BYTES } from "../../../contract/constants.ts";
import { LANGUAGES, call, login, signedInUser } from "./accounts.test-helpers.ts";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
const JPEG = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);
const GIF = Buffer.concat([Buffer.from("GIF89a"), randomBytes(50)]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), randomBytes(4), Buffer.from("WEBPVP8 "), randomBytes(50)]);

function multipart(filename: string, content: Buffer, contentType: string) {
  const boundary = `----csi${randomBytes(8).toString("hex")}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("avatar upload, download and removal", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await signedInUser(t, "ada@example.com"));
  });
  afterAll(() => t.close());

  const upload = (filename: string, content: Buffer, contentType: string, language = "en_US") =>
    call(t, "POST", "/csi/usercenter/avatar", { token, language, ...multipart(filename, content, contentType) });
  const download = (resource: string) =>
    call(t, "GET", `/csi/usercenter/download?resource=${encodeURIComponent(resource)}`);

  it("stores a PNG and serves it back by its resource, which the login's userImg names", async () => {
    const res = await upload("me.png", PNG, "image/png", "ja_JP");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: SERVER_MESSAGES.avatarSaved.ja,
      data: { userImg: expect.stringMatching(/^avatar-[\w-]+$/) },
    });
    const userImg = res.json().data.userImg as string;
    const file = await download(userImg);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await login(t, "ada@example.com")).userInfo).toMatchObject({ userImg });
    ({ token } = await login(t, "ada@example.com"));
  });

  it("judges the type by content, not by name: JPEG, GIF and WebP pass", async () => {
    const jpeg = await upload("photo.png", JPEG(1000), "image/png");
    expect((await download(jpeg.json().data.userImg)).headers["content-type"]).toBe("image/jpeg");
    for (const [name, bytes] of [
      ["a.gif", GIF],
      ["a.webp", WEBP],
    ] as const) {
      expect((await upload(name, bytes, "application/octet-stream")).statusCode).toBe(200);
    }
  });

  it("a new upload replaces the old picture, whose link stops working", async () => {
    const first = (await upload("a.png", PNG, "image/png")).json().data.userImg as string;
    const second = (await upload("b.png", PNG, "image/png")).json().data.userImg as string;
    expect(second).not.toBe(first);
    expect((await download(first)).statusCode).toBe(404);
    expect((await download(second)).statusCode).toBe(200);
  });

  describe.each(LANGUAGES)("refuses with the spec's message in %s", (header, locale) => {
    const refused = { code: -1, msg: SERVER_MESSAGES.avatarInvalid[locale], data: null, requestId: expect.any(String) };
    it("text named .jpg", async () => {
      expect((await upload("evil.jpg", Buffer.from("hello, not an image"), "image/jpeg", header)).json()).toEqual(
        refused,
      );
    });
    it("an SVG (script-capable)", async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      expect((await upload("a.svg", svg, "image/svg+xml", header)).json()).toEqual(refused);
    });
  });

  it("accepts just under 2 MB and refuses 2 MB or more", async () => {
    expect((await upload("big.jpg", JPEG(AVATAR_MAX_BYTES - 1), "image/jpeg")).statusCode).toBe(200);
    const tooBig = await upload("big.jpg", JPEG(AVATAR_MAX_BYTES), "image/jpeg", "ge_DE");
    expect(tooBig.json()).toEqual({
      code: -1,
      msg: SERVER_MESSAGES.avatarInvalid.de,
      data: null,
      requestId: expect.any(String),
    });
  });

  it("refuses a request without a file", async () => {
    const res = await call(t, "POST", "/csi/usercenter/avatar", { token, payload: { file: "x" } });
    expect(res.json().msg).toBe(SERVER_MESSAGES.avatarInvalid.en);
  });

  it("clears the avatar", async () => {
    const userImg = (await upload("a.png", PNG, "image/png")).json().data.userImg as string;
    const res = await call(t, "DELETE", "/csi/usercenter/clearUserImage", { token, language: "pt_PO" });
    expect(res.json()).toEqual({ code: 200, msg: SERVER_MESSAGES.avatarCleared.pt, data: null });
    expect((await download(userImg)).statusCode).toBe(404);
    expect((await login(t, "ada@example.com")).userInfo).toMatchObject({ userImg: null });
  });
});
