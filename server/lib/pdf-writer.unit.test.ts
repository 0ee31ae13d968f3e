import { describe, expect, it } from "vitest";
import { readPdf } from "../test/pdf-text.ts";
import { createPdf, winAnsi } from "./pdf-writer.ts";

describe("the PDF writer", () => {
  it("keeps WinAnsi text and replaces what the standard fonts cannot print", () => {
    expect(winAnsi("Société Générale – “Ltd” ’s")).toBe('Société Générale - "Ltd" \'s');
    expect(winAnsi("北京 Bank")).toBe("?? Bank");
  });

  it("breaks pages when full and numbers every page in the footer", async () => {
    const pdf = await createPdf({ title: "Test", footer: "Footer", createdAt: new Date("2026-01-01T00:00:00Z") });
    pdf.title("A title");
    pdf.row("Label", "A value long enough to wrap onto a second line in the value column of the row, surely");
    pdf.table(
      ["One", "Two"],
      Array.from({ length: 120 }, (_, n) => [`cell ${n}`, "x"]),
    );
    const read = await readPdf(await pdf.save());
    expect(read.pages).toBeGreaterThanOrEqual(3);
    expect(read.title).toBe("Test");
    expect(read.text[0]).toContain("A title");
    expect(read.text.join("\n")).toContain("cell 119");
    read.text.forEach((page, index) => expect(page).toContain(`Footer - ${index + 1} / ${read.pages}`));
  });
});
