import { describe, expect, it } from "vitest";
import { escapeMarkdown, markdownLink } from "./markdown-text.ts";
import { loggedUrl } from "../../plugins/request-log.ts";

describe("text from the records in an answer", () => {
  it("keeps a name a name: Markdown markup escaped, line breaks folded", () => {
    expect(escapeMarkdown("A*B [x](javascript:alert(1))\n# Ltd")).toBe(
      "A\\*B \\[x\\]\\(javascript:alert\\(1\\)\\) \\# Ltd",
    );
    expect(markdownLink("Acme [UK]", "/index/company/detals/A1/background/snapshot")).toBe(
      "[Acme \\[UK\\]](/index/company/detals/A1/background/snapshot)",
    );
  });
});

describe("the request log", () => {
  it("never keeps a stream ticket carried in the query string", () => {
    expect(loggedUrl("/csi/ai/question?question=x&Authorization=abc123&chatId=1")).toBe(
      "/csi/ai/question?question=x&Authorization=(hidden)&chatId=1",
    );
    expect(loggedUrl("/csi/ai/question?authorization=abc")).toBe("/csi/ai/question?authorization=(hidden)");
  });
});
