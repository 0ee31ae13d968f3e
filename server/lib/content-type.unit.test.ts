import { describe, expect, it } from "vitest";
import { sniffContentType } from "./content-type.ts";

describe("sniffContentType: the type by the bytes, never the name", () => {
  it.each([
    ["PNG", Buffer.from("89504e470d0a1a0a0000000d", "hex"), "image/png"],
    ["JPEG", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), "image/jpeg"],
    ["GIF89a", Buffer.from("GIF89a\x01\x00"), "image/gif"],
    ["GIF87a", Buffer.from("GIF87a\x01\x00"), "image/gif"],
    ["WebP", Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 "), "image/webp"],
    ["PDF", Buffer.from("%PDF-1.4\n"), "application/pdf"],
  ])("knows %s", (_, bytes, type) => {
    expect(sniffContentType(bytes)).toBe(type);
  });

  it.each([
    ["an SVG (script inside)", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>")],
    ["HTML", Buffer.from("<!doctype html><script>alert(1)</script>")],
    ["a Windows program", Buffer.from("MZ\x90\x00\x03\x00")],
    ["a ZIP (or Office file)", Buffer.from("PK\x03\x04\x14\x00")],
    ["a RIFF that is not WebP (WAV)", Buffer.from("RIFF\x10\x00\x00\x00WAVEfmt ")],
    ["a GIF-like header of an unknown version", Buffer.from("GIF88a")],
    ["a PDF marker later in the file", Buffer.from(" %PDF-1.4")],
    ["nothing", Buffer.alloc(0)],
  ])("refuses %s", (_, bytes) => {
    expect(sniffContentType(bytes)).toBeNull();
  });
});
