import type { CompanySnapshot } from "../../../contract/company-profile-background.ts";
import type { CreditAssessment } from "../../../contract/credit.ts";
import type { FinancialHighlights } from "../../../contract/performance.ts";
import { createPdf } from "../../lib/pdf-writer.ts";

/** What a company report is made of: the services' own answers (docs/decisions/0044-invoices-and-reports.md). */
export type ReportData = {
  snapshot: CompanySnapshot;
  highlights: FinancialHighlights | null;
  credit: CreditAssessment | null;
};

/** The figures of the financial highlights table, in the order they are printed. */
const FIGURES = [
  ["revenue", "Revenue"],
  ["grossProfit", "Gross profit"],
  ["operatingIncome", "Operating income"],
  ["netIncome", "Net income"],
  ["operatingCashFlow", "Operating cash flow"],
  ["totalAssets", "Total assets"],
  ["totalLiabilities", "Total liabilities"],
  ["equity", "Equity"],
] as const;
/** Periods (columns) of the highlights table: the newest ones. */
const PERIODS_SHOWN = 4;

/** A source as printed: the data set, and "demo data" when it is the generated demo set. */
export function sourceLabel(item: { source: string; isDemo: boolean }): string {
  return item.isDemo ? `${item.source} (DEMO DATA - generated, not a real company)` : item.source;
}

/** An amount in millions with one decimal ("1,234.5 m"), or a dash. */
export function millions(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  return `${(value / 1e6).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} m`;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? "-" : String(value);

function snapshotRows(s: CompanySnapshot): [string, string][] {
  const address = s.address
    ? [s.address.line1, s.address.line2, s.address.postcode, s.address.city, s.address.countryCode]
        .filter(Boolean)
        .join(", ")
    : null;
  return [
    ["Company ID", s.aaaId],
    ["Native name", text(s.nameNative)],
    ["Country", text(s.countryName ?? s.countryCode)],
    ["Status", text(s.status)],
    ["Legal form", text(s.legalForm)],
    ["Address", text(address)],
    ["Website", text(s.contact.website)],
    ["Registry number", text(s.registration.registryNumber)],
    ["LEI", text(s.registration.lei)],
    ["Jurisdiction", text(s.registration.jurisdiction)],
    ["Founded", text(s.registration.foundedOn)],
    ["Listed", s.listing.isListed ? `Yes${s.listing.stockCode ? ` (${s.listing.stockCode})` : ""}` : "No"],
    ["Industry", s.industry ? `${s.industry.scheme} ${s.industry.code} ${s.industry.description ?? ""}`.trim() : "-"],
    ["Employees", s.employees ? s.employees.count.toLocaleString("en-US") : "-"],
    ["Data quality index", `${s.dataQuality.index} / 100 (country average ${text(s.dataQuality.countryIndex)})`],
    ["Last update", text(s.lastUpdate)],
    ["Source", sourceLabel(s)],
  ];
}

function printHighlights(pdf: Awaited<ReturnType<typeof createPdf>>, highlights: FinancialHighlights | null) {
  pdf.heading("Financial highlights");
  const periods = highlights?.periods.slice(0, PERIODS_SHOWN) ?? [];
  if (periods.length === 0) {
    pdf.paragraph("No financial statements are loaded for this company.");
    return;
  }
  const currency = periods[0]?.currency ?? "";
  pdf.paragraph(`Amounts in millions of ${currency}; each column is one reporting period (its end date and length).`, {
    muted: true,
  });
  const head = ["Figure", ...periods.map((p) => `${p.periodEnd} (${p.periodMonths} m)`)];
  const rows = FIGURES.map(([key, label]) => [label, ...periods.map((p) => millions(p.figures[key]))]);
  pdf.table(head, rows);
  pdf.space(4);
  for (const p of periods) {
    const form = [p.form, p.filingRef].filter(Boolean).join(" ");
    const fx =
      p.currency === p.reportingCurrency
        ? ""
        : `, converted from ${p.reportingCurrency} at ${p.fxRate} (${p.fxDate ?? "-"})`;
    pdf.paragraph(
      `${p.periodEnd}: FY${p.fiscalYear} ${p.fiscalPeriod}${form ? `, ${form}` : ""}${fx}. Source: ${sourceLabel(p)}`,
      {
        size: 8,
        muted: true,
      },
    );
  }
}

function printCredit(
  pdf: Awaited<ReturnType<typeof createPdf>>,
  credit: CreditAssessment | null,
  snapshot: CompanySnapshot,
) {
  pdf.heading("Credit opinion");
  const latest = credit?.latest;
  if (!credit || !latest || credit.status !== "rated") {
    pdf.paragraph(
      "Insufficient data: no credit opinion is given without financial statements that carry the model's inputs.",
    );
    if (latest?.missing.length) pdf.paragraph(`Missing inputs: ${latest.missing.join(", ")}`, { muted: true });
    return;
  }
  pdf.row("Model", `${credit.model.name} v${credit.model.version}, as of ${credit.asOf.slice(0, 10)}`);
  pdf.row("Period", `FY${latest.year}, ${latest.periodMonths} months to ${latest.periodEnd} (${latest.currency})`);
  pdf.row("Credit rating", text(latest.creditRating));
  pdf.row("Local credit score", text(latest.localCreditScore));
  pdf.row(
    "Probability of default",
    latest.probabilityOfDefault === null ? "-" : `${latest.probabilityOfDefault}% (one year)`,
  );
  pdf.row("Solvency index", text(latest.solvencyIndex));
  pdf.row("Credit line", latest.creditLine === null ? "-" : `${millions(latest.creditLine)} ${latest.currency}`);
  pdf.row("Risk indicator", text(latest.riskIndicator));
  pdf.row("Z score", text(latest.zScore));
  pdf.row("Source", sourceLabel(latest));
  if (credit.isStale)
    pdf.paragraph(
      `The inputs are more than ${credit.staleAfterYears} years old: the opinion may not reflect the company today.`,
    );
  if (snapshot.isDemo) pdf.paragraph("Demo data: the opinion is computed from generated statements.", { muted: true });
}

function printSanctions(pdf: Awaited<ReturnType<typeof createPdf>>, snapshot: CompanySnapshot) {
  pdf.heading("Sanctions screening");
  const sanctions = snapshot.sanctions;
  if (!sanctions) {
    pdf.paragraph("No sanctions lists are loaded on this installation: the company was not screened.");
    return;
  }
  pdf.paragraph(
    sanctions.isListed
      ? "Potential compliance risks detected."
      : `Nothing adverse was detected on the ${sanctions.listsChecked} loaded lists under this name or LEI. This is not a clearance.`,
  );
  if (sanctions.matches.length > 0)
    pdf.table(
      ["List", "Entry", "Matched on", "Listed on"],
      sanctions.matches.map((m) => [m.listName, m.entryName, m.matchedOn, text(m.listedOn)]),
    );
  pdf.paragraph(`Source: ${sourceLabel(sanctions)}`, { size: 8, muted: true });
}

/** The company report as a PDF: snapshot, profile, financial highlights, credit opinion, sanctions screening. */
export async function companyReportPdf(data: ReportData, now: Date): Promise<Uint8Array> {
  const { snapshot } = data;
  const title = `Company report: ${snapshot.name}`;
  const pdf = await createPdf({
    title,
    footer: `CSI Business Information - ${snapshot.aaaId} - ${now.toISOString().slice(0, 10)}`,
    createdAt: now,
  });
  pdf.title(snapshot.name);
  pdf.paragraph(`Company report generated ${now.toISOString().slice(0, 16).replace("T", " ")} UTC`, { muted: true });
  if (snapshot.isDemo)
    pdf.paragraph("DEMO DATA: this company is generated for demonstration; its figures are not real.", { size: 11 });
  pdf.heading("Snapshot and profile");
  for (const [label, value] of snapshotRows(snapshot)) pdf.row(label, value);
  if (snapshot.description) pdf.paragraph(snapshot.description, { muted: true });
  printHighlights(pdf, data.highlights);
  printCredit(pdf, data.credit, snapshot);
  printSanctions(pdf, snapshot);
  pdf.heading("About this report");
  pdf.paragraph(
    "Every figure names its source and period. Figures come from the data sets loaded on this installation; they are shown as filed, or converted with the loaded exchange rates where stated.",
    { size: 9, muted: true },
  );
  return pdf.save();
}
