import { describe, expect, it } from "vitest";
import { childText, parseXml } from "./xml.ts";

describe("parseXml", () => {
  it("reads elements, attributes, entities, CDATA and lines", () => {
    const { root, unclosed } = parseXml(
      '<?xml version="1.0"?>\n<LIST date="2026-02-27">\n  <!-- c -->\n  <A><N>Tom &amp; Jerry &#233;</N><M/><![CDATA[<raw>]]></A>\n</LIST>',
    );
    expect(unclosed).toEqual([]);
    expect(root?.attributes).toEqual({ date: "2026-02-27" });
    const a = root?.children[0];
    expect(a?.line).toBe(4);
    expect(a && childText(a, "N")).toBe("Tom & Jerry é");
    expect(a && childText(a, "M")).toBeNull();
    expect(a?.text).toBe("<raw>");
  });

  it("keeps complete elements of a truncated document and returns the open ones", () => {
    const { root, unclosed } = parseXml("<L>\n<I><ID>1</ID></I>\n<I><ID>2</ID>");
    expect(root?.children.map((c) => childText(c, "ID"))).toEqual(["1", "2"]);
    expect(unclosed.map((e) => `${e.name}@${e.line}`)).toEqual(["L@1", "I@3"]);
  });
});
