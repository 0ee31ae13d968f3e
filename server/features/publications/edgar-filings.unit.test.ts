import { describe, expect, it } from "vitest";
import { dataPath } from "../../lib/data-files.ts";
import { filingTitle, filingUrl, parseEdgarDailyIndex, readEdgarDailyIndex } from "./edgar-filings.ts";

const HEADER = `Description:           Daily Index of EDGAR Dissemination Feed by Company Name
Last Data Received:    Oct  3, 2022

Company Name                                                  Form Type   CIK
      Date Filed  File Name
-------------------------------------------------------------------------------------------------------------------------------------------------
`;
const row = (name: string, form: string, cik: number, file: string) =>
  `${name.padEnd(62)}${form.padEnd(12)}${String(cik).padEnd(12)}20221003    ${file}         `;

describe("the EDGAR daily index", () => {
  it("reads each filing: registrant, form type, CIK, date and the filing's page on sec.gov", () => {
    const text =
      HEADER +
      [
        row("5E Advanced Materials, Inc.", "8-K", 1888654, "edgar/data/1888654/0001193125-22-256658.txt"),
        row("5E Advanced Materials, Inc.", "8-K", 1888654, "edgar/data/1888654/0001193125-22-256658.txt"),
        row("36Kr Holdings Inc.", "SC 13D/A", 1779476, "edgar/data/1779476/0001104659-22-104841.txt"),
      ].join("\n");
    expect(parseEdgarDailyIndex(text)).toEqual([
      {
        companyName: "5E Advanced Materials, Inc.",
        formType: "8-K",
        cik: 1888654,
        filedOn: "2022-10-03",
        url: "https://www.sec.gov/Archives/edgar/data/1888654/000119312522256658/0001193125-22-256658-index.htm",
      },
      {
        companyName: "36Kr Holdings Inc.",
        formType: "SC 13D/A",
        cik: 1779476,
        filedOn: "2022-10-03",
        url: "https://www.sec.gov/Archives/edgar/data/1779476/000110465922104841/0001104659-22-104841-index.htm",
      },
    ]);
  });

  it("titles a filing by its form", () => {
    expect(filingTitle("8-K")).toBe("Form 8-K (current report) filed with the SEC");
    expect(filingTitle("10-Q/A")).toBe("Form 10-Q/A (quarterly report, amendment) filed with the SEC");
    expect(filingTitle("EFFECT")).toBe("Form EFFECT filed with the SEC");
    expect(filingTitle("FWP/A")).toBe("Form FWP/A (amendment) filed with the SEC");
    expect(filingUrl("edgar/data/1/odd.txt")).toBe("https://www.sec.gov/Archives/edgar/data/1/odd.txt");
  });

  it("refuses a file that is not a daily index, and reads every row of the bundled one", () => {
    expect(() => parseEdgarDailyIndex("Company Name  Form Type\n")).toThrow(/not an EDGAR daily index/);
    const filings = readEdgarDailyIndex(dataPath("news", "edgar-daily-index-2022-10-03.idx.gz"));
    // 4,936 lines: 11 of header and rule, then one filing a line.
    expect(filings.length).toBeGreaterThan(4900);
    expect(filings.filter((f) => f.formType === "8-K")).toHaveLength(280);
    expect(
      filings
        .map((f) => f.filedOn)
        .sort()
        .at(-1),
    ).toBe("2022-10-03");
  });
});
