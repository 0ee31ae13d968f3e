import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SERVER_MESSAGES } from "../../i18n/messages.ts";
import { AVATAR_MAX_BYTES } from "../../../contract/constants.ts";
import jpeg from "jpeg-js";
import { GifWriter } from "omggif";
import { PNG as PNGFile } from "pngjs";
import { LANGUAGES, call, login, signedInUser } from "./accounts.test-helpers.ts";

/** Real pictures, made here: a 48×32 gradient as PNG, JPEG, GIF; a 6×4 lossless WebP (made by libwebp). */
function gradient(width = 48, height = 32): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([(i % width) * 5, Math.floor(i / width) * 7, 120, 255], i * 4);
  return data;
}
const PNG = PNGFile.sync.write(Object.assign(new PNGFile({ width: 48, height: 32 }), { data: gradient() }));
const JPEG = Buffer.from(jpeg.encode({ width: 48, height: 32, data: gradient() }, 90).data);
const GIF = (() => {
  const out = Buffer.alloc(4096);
  const writer = new GifWriter(out, 4, 2, { palette: [0x000000, 0xff0000] });
  writer.addFrame(0, 0, 4, 2, [0, 1, 1, 0, 1, 0, 0, 1]);
  return out.subarray(0, writer.end());
})();
const WEBP = Buffer.from("UklGRh4AAABXRUJQVlA4TBEAAAAvBcAAEAdQ5CIXuciBiOh/AAA=", "base64");

/** An EXIF block (APP1) with a GPS position (tag 0x8825 → latitude 48°51′N) and orientation 6. */
function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(120);
  tiff.write("II*\0", 0, "latin1");
  tiff.writeUInt32LE(8, 4);
  const words: [number, number, 16 | 32][] = [
    [8, 2, 16], // IFD0: 2 entries
    [10, 0x0112, 16],
    [12, 3, 16],
    [14, 1, 32],
    [18, 6, 16], // orientation 6 (turn 90° clockwise)
    [22, 0x8825, 16],
    [24, 4, 16],
    [26, 1, 32],
    [30, 38, 32], // the GPS IFD at 38
    [38, 2, 16], // GPS IFD: 2 entries
    [40, 1, 16],
    [42, 2, 16],
    [44, 2, 32],
    [48, 0x4e, 16], // latitude reference "N"
    [52, 2, 16],
    [54, 5, 16],
    [56, 3, 32],
    [60, 70, 32], // latitude: 3 rationals at 70
    ...[48, 1, 51, 1, 0, 1].map((n, i): [number, number, 32] => [70 + i * 4, n, 32]),
  ];
  for (const [at, value, bits] of words) {
    if (bits === 16) tiff.writeUInt16LE(value, at);
    else tiff.writeUInt32LE(value, at);
  }
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** A JPEG with segments inserted after its start marker (EXIF, comments). */
const withSegments = (file: Buffer, ...segments: Buffer[]) =>
  Buffer.concat([file.subarray(0, 2), ...segments, file.subarray(2)]);

/** A comment segment (up to 65,533 bytes): padding that a decoder skips. */
function comment(size: number): Buffer {
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(size + 2, 2);
  return Buffer.concat([header, Buffer.alloc(size, 0x41)]);
}

/** A real JPEG of exactly `size` bytes: comments fill it up. */
function jpegOfSize(size: number): Buffer {
  const pads: Buffer[] = [];
  let missing = size - JPEG.length;
  while (missing > 0) {
    const chunk = Math.min(65_533, missing - 4);
    pads.push(comment(chunk));
    missing -= chunk + 4;
  }
  return withSegments(JPEG, ...pads);
}

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
    expect(PNGFile.sync.read(file.rawPayload)).toMatchObject({ width: 48, height: 32 });
    expect((await login(t, "ada@example.com")).userInfo).toMatchObject({ userImg });
    ({ token } = await login(t, "ada@example.com"));
  });

  it("judges the type by content, not by name: JPEG, GIF and WebP pass", async () => {
    const photo = await upload("photo.png", JPEG, "image/png");
    expect((await download(photo.json().data.userImg)).headers["content-type"]).toBe("image/jpeg");
    for (const [name, bytes, width] of [
      ["a.gif", GIF, 4],
      ["a.webp", WEBP, 6],
    ] as const) {
      const res = await upload(name, bytes, "application/octet-stream");
      expect([name, res.statusCode, res.json().msg]).toEqual([name, 200, expect.any(String)]);
      const file = await download(res.json().data.userImg);
      expect(file.headers["content-type"]).toBe("image/png");
      expect(PNGFile.sync.read(file.rawPayload).width).toBe(width);
    }
  });

  it("finding 8: a JPEG is decoded and re-encoded, its EXIF (GPS position) dropped, turned upright", async () => {
    const photo = withSegments(JPEG, exifWithGps(), comment(100));
    expect(photo.includes("Exif")).toBe(true);
    const res = await upload("holiday.jpg", photo, "image/jpeg");
    expect(res.statusCode).toBe(200);
    const stored = (await download(res.json().data.userImg)).rawPayload;
    expect(stored.includes("Exif")).toBe(false);
    expect(stored.includes(Buffer.from([0xff, 0xe1]))).toBe(false); // no APP1 segment at all
    expect(stored.includes("AAAAAAAAAA")).toBe(false); // nor the comment
    // Orientation 6 was applied to the pixels: the 48×32 picture is now 32×48.
    expect(jpeg.decode(stored, { useTArray: true })).toMatchObject({ width: 32, height: 48, exifBuffer: undefined });
  });

  it("finding 8: a file that starts like an image but does not decode is refused", async () => {
    const broken = Buffer.concat([JPEG.subarray(0, 40), randomBytes(400)]);
    expect((await upload("broken.jpg", broken, "image/jpeg")).json().msg).toBe(SERVER_MESSAGES.avatarInvalid.en);
    const fakePng = Buffer.concat([PNG.subarray(0, 8), randomBytes(200)]);
    expect((await upload("fake.png", fakePng, "image/png")).json().msg).toBe(SERVER_MESSAGES.avatarInvalid.en);
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
    expect((await upload("big.jpg", jpegOfSize(AVATAR_MAX_BYTES - 1), "image/jpeg")).statusCode).toBe(200);
    const tooBig = await upload("big.jpg", jpegOfSize(AVATAR_MAX_BYTES), "image/jpeg", "ge_DE");
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
