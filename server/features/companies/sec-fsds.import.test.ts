import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { readFsdsZip } from "./sec-fsds.zip.ts";
import { readZip } from "../../lib/archive.ts";
import {
  countRows,
  fixture,
  importHarness,
  invalidBytesCopy,
  reportLines,
  tableRows,
  truncatedCopy,
  utf16Copy,
} from "../../import/test-support.ts";
import { createDataStatus } from "../../lib/data-status.ts";
import { loadDatasets } from "../../lib/dataset-loader.ts";
import { secFinancialsDataset } from "./sec-financials.loader.ts";

// The first 12 filings of the 2009q3 quarter (sub.txt, num.txt) and a whole recent day: tests/fixtures/sec-fsds/.
const ZIP_2009 = fixture("sec-fsds", "sec-fsds-2009q3.zip");
const ZIP_DAILY = fixture("sec-fsds", "sec-fsds-daily-20250701.zip");

describe("SEC Financial Statement Data Sets importer", () => {
  let h: Awaited<ReturnType<typeof importHarness>>;
  beforeAll(async () => {
    h = await importHarness();
  });
  afterAll(() => h.dispose());
  const state = async () => ({
    companies: await tableRows(h.db, "companies"),
    statements: await tableRows(h.db, "financial_statements"),
    ratios: await countRows(h.db, "financial_ratios"),
  });
  const statement = async (cik: string, periodEnd: string, months: number) =>
    (
      await sql<Record<string, unknown>>`SELECT net_income::float8 AS net_income, total_assets::float8 AS total_assets,
        revenue::float8 AS revenue, fiscal_year, fiscal_period, form, filing_ref, currency, source
        FROM financial_statements WHERE company_id = ${cik} AND period_end = ${periodEnd} AND period_months = ${months}`.execute(
        h.db,
      )
    ).rows[0];

  it("imports a quarter's zip: one company per filer CIK, statements with the figures of num.txt, ratios", async () => {
    const raw = readFsdsZip(ZIP_2009);
    const ciks = new Set(raw.sub.map((s) => String(Number(s.cik))));
    const { status, out } = await h.run(["--format", "sec-fsds", "--file", ZIP_2009]);
    expect(status).toBe(0);
    expect(out).toContain("sec-fsds 2009q3: imported");
    expect(await countRows(h.db, "companies", "source = 'sec-fsds:2009q3'")).toBe(ciks.size);
    const statements = await countRows(h.db, "financial_statements", "source = 'sec-fsds:2009q3'");
    const records = (ciks.size + statements).toLocaleString("en");
    expect(out).toContain(`${records} records: ${records} new`);
    expect(await countRows(h.db, "financial_ratios")).toBe(statements);
    const fact = (tag: string, qtrs: string) =>
      Number(
        raw.num.find(
          (f) =>
            f.adsh === "0001047469-09-007342" && f.tag === tag && f.ddate === "20090630" && f.qtrs === qtrs && !f.coreg,
        )?.value,
      );
    expect(await statement("930835", "2009-06-30", 3)).toMatchObject({
      net_income: fact("NetIncomeLoss", "1"),
      total_assets: fact("Assets", "0"),
      fiscal_year: 2009,
      fiscal_period: "Q2",
      form: "10-Q",
      currency: "USD",
      filing_ref: "0001047469-09-007342",
    });
    const filer = raw.sub.find((s) => s.cik === "930835");
    const company = await h.db.selectFrom("companies").selectAll().where("id", "=", "930835").executeTakeFirstOrThrow();
    expect(company).toMatchObject({ name: filer?.name, cik: "0000930835", is_demo: false });
  });

  it("imports a recent daily zip (newer layout of sub.txt, with segments in num.txt)", async () => {
    const raw = readFsdsZip(ZIP_DAILY);
    const { status } = await h.run(["--format", "sec-fsds", "--file", ZIP_DAILY]);
    expect(status).toBe(0);
    expect(await countRows(h.db, "companies", "source = 'sec-fsds:daily-20250701'")).toBe(raw.sub.length);
    const filing = raw.sub.find((s) => s.cik === "1003078");
    const revenue = raw.num.find(
      (f) =>
        f.adsh === filing?.adsh && f.tag === "Revenues" && f.ddate === filing?.period && f.qtrs === "1" && !f.segments,
    );
    const stored = await statement("1003078", "2025-05-31", 3);
    expect(stored).toMatchObject({ fiscal_period: "Q3", form: "10-Q", source: "sec-fsds:daily-20250701" });
    if (revenue) expect(stored?.revenue).toBe(Number(revenue.value));
    else expect(stored?.net_income).not.toBeNull();
  });

  it("changes nothing when a set is imported again, forced or not", async () => {
    const before = await state();
    expect((await h.run(["--format", "sec-fsds", "--file", ZIP_2009])).out).toContain("already imported");
    const forced = await h.run(["--format", "sec-fsds", "--file", ZIP_2009, "--force"]);
    expect(forced.out).toMatch(/records: 0 new, 0 changed, [\d,]+ unchanged/);
    expect(await state()).toEqual(before);
  });

  it("refuses unusable sets, reports bad rows by file and line, and keeps what was loaded", async () => {
    const before = await state();
    const cutZip = await h.run([
      "--format",
      "sec-fsds",
      "--file",
      truncatedCopy(ZIP_2009, h.path("2009q3-cut.zip"), 0.7),
    ]);
    expect(cutZip.status).toBe(1);
    expect(cutZip.out).toContain("2009q3-cut.zip: not a zip file (or cut short: no central directory)");

    // An unzipped copy with damaged files: num.txt cut mid-row, bytes that are not UTF-8, duplicate rows.
    const files = readZip(readFileSync(ZIP_2009));
    const dir = h.path("2009q3");
    mkdirSync(dir);
    writeFileSync(join(dir, "sub.txt"), files.get("sub.txt") ?? "");
    writeFileSync(join(dir, "num.txt"), files.get("num.txt") ?? "");
    invalidBytesCopy(join(dir, "sub.txt"), join(dir, "sub.txt"), [5]);
    const subLines = readFileSync(join(dir, "sub.txt"), "latin1").split("\n");
    writeFileSync(join(dir, "sub.txt"), `${subLines.join("\n")}${subLines[2]}\n`, "latin1");
    truncatedCopy(join(dir, "num.txt"), join(dir, "num.txt"), 0.9);
    const damaged = await h.run(["--format", "sec-fsds-dir", "--dir", dir, "--version", "2009q3"]);
    expect(damaged.status).toBe(2);
    expect(damaged.out).toContain("truncated");
    const report = reportLines(damaged.out);
    expect(report).toContain("sub.txt:5: bytes that are not UTF-8 (the file must be UTF-8)");
    expect(report.some((l) => /^num\.txt:\d+: the file ends in the middle of this row \(truncated\)$/.test(l))).toBe(
      true,
    );
    // num.txt is not ordered by filing: once it is cut, no filing's facts are known to be complete.
    expect(
      report.filter((l) => /^sub\.txt:\d+: statements not imported: num\.txt is cut short at line \d+$/.test(l)),
    ).toHaveLength(subLines.length - 3);
    expect(report.some((l) => new RegExp(`^sub\\.txt:${subLines.length}: duplicate of line 3 \\(`).test(l))).toBe(true);

    const utf16 = h.path("utf16");
    mkdirSync(utf16);
    utf16Copy(join(dir, "num.txt"), join(utf16, "num.txt"));
    writeFileSync(join(utf16, "sub.txt"), files.get("sub.txt") ?? "");
    const wide = await h.run(["--format", "sec-fsds-dir", "--dir", utf16]);
    expect(wide.status).toBe(1);
    expect(wide.out).toContain("num.txt: the header is not UTF-8 text");

    const noCik = h.path("no-cik");
    mkdirSync(noCik);
    writeFileSync(join(noCik, "num.txt"), files.get("num.txt") ?? "");
    const sub = (files.get("sub.txt")?.toString("utf8") ?? "").split("\n").map((l) => l.split("\t"));
    const cikAt = sub[0]?.indexOf("cik") ?? -1;
    writeFileSync(
      join(noCik, "sub.txt"),
      sub.map((cells) => cells.filter((_, i) => i !== cikAt).join("\t")).join("\n"),
    );
    const missing = await h.run(["--format", "sec-fsds-dir", "--dir", noCik]);
    expect(missing.status).toBe(1);
    expect(missing.out).toContain("sub.txt: missing required columns: cik");

    expect(await state()).toEqual(before);
  });

  it("resumes a killed import where it stopped and ends as a clean import does", async () => {
    const clean = await state();
    for (const table of [
      "financial_ratios",
      "financial_statements",
      "company_addresses",
      "company_names",
      "companies",
    ]) {
      await sql`DELETE FROM ${sql.table(table)}`.execute(h.db);
    }
    const args = ["--format", "sec-fsds", "--file", ZIP_2009, "--chunk-size", "8", "--force"];
    expect((await h.run(args, 2)).status).toBe(1);
    expect(await countRows(h.db, "companies", "source = 'sec-fsds:2009q3'")).toBeGreaterThan(0);
    expect((await h.run(args)).out).toContain("resumed after chunk 2 of");
    await h.run(["--format", "sec-fsds", "--file", ZIP_DAILY, "--force"]);
    expect(await state()).toEqual(clean);
  });

  it("finds the first-start loader's statements unchanged: one reader and one mapping for both", async () => {
    await loadDatasets(h.db, [secFinancialsDataset], createDataStatus(), () => {});
    const loaded = await countRows(h.db, "financial_statements", "source LIKE 'sec-fsds-%'");
    expect(loaded).toBeGreaterThan(0);
    const { out } = await h.run(["--format", "sec-fsds", "--file", ZIP_2009, "--force", "--version", "again"]);
    expect(out).toMatch(/records: 0 new, 0 changed, [\d,]+ unchanged/);
  });
});
