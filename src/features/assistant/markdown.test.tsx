import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { Markdown, blocks, isAppPath } from "./markdown.tsx";

const html = (text: string) => renderToStaticMarkup(<Markdown text={text} onNavigate={() => {}} />);

describe("the assistant's Markdown", () => {
  it("renders headings, lists, bold and links to the app's pages", () => {
    const out = html(
      "### Acme (A1)\n\nIntro **bold** text.\n\n- **Rating**: A\n- [Parent](/index/company/detals/A2/background/snapshot)",
    );
    expect(out).toContain('<p class="text-base font-semibold text-slate-900">Acme (A1)</p>');
    expect(out).toContain("Intro <strong>bold</strong> text.");
    expect(out).toContain("<li><strong>Rating</strong>: A</li>");
    expect(out).toContain('href="/index/company/detals/A2/background/snapshot"');
  });

  it("is safe: markup stays text, and only app paths and http(s) addresses become links", () => {
    const out = html(
      "<img src=x onerror=alert(1)> [x](javascript:alert(1)) [y](//evil.example) [z](https://example.com/a)",
    );
    expect(out).not.toContain("<img");
    expect(out).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(out).not.toContain("javascript:");
    expect(out).not.toContain('href="//evil.example"');
    expect(out).toContain('href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow"');
    expect(isAppPath("/\\evil.example")).toBe(false);
  });

  it("reads backslash escapes as the characters themselves", () => {
    expect(html("A\\*B \\[not a link\\](x)")).toContain("A*B [not a link](x)");
    expect(blocks("a\nb\n\n- c\n- d")).toEqual([
      { kind: "paragraph", text: "a b" },
      { kind: "list", items: ["c", "d"] },
    ]);
  });
});
