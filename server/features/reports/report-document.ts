import type { CompanySnapshot } from "../../../contract/company-profile-background.ts";
import type { CreditAssessment } from "../../../contract/credit.ts";
import type { FinancialHighlights } from "../../../contract/performance.ts";
import type { Locale } from "../../../contract/locales.ts";
import { translate, type MessageKey } from "../../i18n/messages.ts";
import { createPdf } from "../../lib/pdf-writer.ts";

/** What a company report is made of: the services' own answers (docs/decisions/0044-invoices-and-reports.md). */
export type ReportData = {
  snapshot: CompanySnapshot;
  highlights: FinancialHighlights | null;
  credit: CreditAssessment | null;
};

/** The figures of the financial highlights table, in the order they are printed. */
const FIGURES = [
  ["revenue", "reportRevenue"],
  ["grossProfit", "reportGrossProfit"],
  ["operatingIncome", "reportOperatingIncome"],
  ["netIncome", "reportNetIncome"],
  ["operatingCashFlow", "reportOperatingCashFlow"],
  ["totalAssets", "reportTotalAssets"],
  ["totalLiabilities", "reportTotalLiabilities"],
  ["equity", "reportEquity"],
] as const;

/** The report's texts in one language. */
type Texts = (key: MessageKey, values?: Record<string, string | number>) => string;
type Pdf = Awaited<ReturnType<typeof createPdf>>;
/** Periods (columns) of the highlights table: the newest ones. */
const PERIODS_SHOWN = 4;

/** A source as printed: the data set, and "demo data" when it is the generated demo set. */
const sourceLabel = (t: Texts, item: { source: string; isDemo: boolean }): string =>
  item.isDemo ? t("reportDemoSource", { source: item.source }) : item.source;

/** An amount in millions with one decimal in the language's digits ("1,234.5" in English), or a dash. */
export function millions(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  return (value / 1e6).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? "-" : String(value);

function snapshotRows(t: Texts, locale: Locale, s: CompanySnapshot): [string, string][] {
  const address = s.address
    ? [s.address.line1, s.address.line2, s.address.postcode, s.address.city, s.address.countryCode]
        .filter(Boolean)
        .join(", ")
    : null;
  return [
    [t("reportCompanyId"), s.aaaId],
    [t("reportNativeName"), text(s.nameNative)],
    [t("reportCountry"), text(s.countryName ?? s.countryCode)],
    [t("reportStatus"), text(s.status)],
    [t("reportLegalForm"), text(s.legalForm)],
    [t("reportAddress"), text(address)],
    [t("reportWebsite"), text(s.contact.website)],
    [t("reportRegistryNumber"), text(s.registration.registryNumber)],
    [t("reportLei"), text(s.registration.lei)],
    [t("reportJurisdiction"), text(s.registration.jurisdiction)],
    [t("reportFounded"), text(s.registration.foundedOn)],
    [
      t("reportListed"),
      s.listing.isListed
        ? s.listing.stockCode
          ? t("reportListedYes", { stockCode: s.listing.stockCode })
          : t("reportYes")
        : t("reportNo"),
    ],
    [
      t("reportIndustry"),
      s.industry ? `${s.industry.scheme} ${s.industry.code} ${s.industry.description ?? ""}`.trim() : "-",
    ],
    [t("reportEmployees"), s.employees ? s.employees.count.toLocaleString(locale) : "-"],
    [
      t("reportDataQuality"),
      t("reportDataQualityValue", { index: s.dataQuality.index, average: text(s.dataQuality.countryIndex) }),
    ],
    [t("reportLastUpdate"), text(s.lastUpdate)],
    [t("reportSource"), sourceLabel(t, s)],
  ];
}

function printHighlights(pdf: Pdf, t: Texts, locale: Locale, highlights: FinancialHighlights | null) {
  pdf.heading(t("reportHighlightsHeading"));
  const periods = highlights?.periods.slice(0, PERIODS_SHOWN) ?? [];
  if (periods.length === 0) {
    pdf.paragraph(t("reportNoStatements"));
    return;
  }
  pdf.paragraph(t("reportAmountsIn", { currency: periods[0]?.currency ?? "" }), { muted: true });
  const head = [
    t("reportFigure"),
    ...periods.map((p) => t("reportPeriodColumn", { end: p.periodEnd, months: p.periodMonths })),
  ];
  const rows = FIGURES.map(([key, label]) => [t(label), ...periods.map((p) => millions(p.figures[key], locale))]);
  pdf.table(head, rows);
  pdf.space(4);
  for (const p of periods) {
    const form = [p.form, p.filingRef].filter(Boolean).join(" ");
    const fx =
      p.currency === p.reportingCurrency
        ? ""
        : `, ${t("reportConverted", { currency: p.reportingCurrency, rate: p.fxRate ?? "-", date: p.fxDate ?? "-" })}`;
    const source = t("reportSourceNote", { source: sourceLabel(t, p) });
    pdf.paragraph(`${p.periodEnd}: FY${p.fiscalYear} ${p.fiscalPeriod}${form ? `, ${form}` : ""}${fx}. ${source}`, {
      size: 8,
      muted: true,
    });
  }
}

function printCredit(pdf: Pdf, t: Texts, locale: Locale, credit: CreditAssessment | null, snapshot: CompanySnapshot) {
  pdf.heading(t("reportCreditHeading"));
  const latest = credit?.latest;
  if (!credit || !latest || credit.status !== "rated") {
    pdf.paragraph(t("reportInsufficientData"));
    if (latest?.missing.length)
      pdf.paragraph(t("reportMissingInputs", { inputs: latest.missing.join(", ") }), { muted: true });
    return;
  }
  const model = { name: credit.model.name, version: credit.model.version, date: credit.asOf.slice(0, 10) };
  pdf.row(t("reportModel"), t("reportModelValue", model));
  const period = { year: latest.year, months: latest.periodMonths, end: latest.periodEnd, currency: latest.currency };
  pdf.row(t("reportPeriod"), t("reportPeriodValue", period));
  pdf.row(t("reportCreditRating"), text(latest.creditRating));
  pdf.row(t("reportLocalScore"), text(latest.localCreditScore));
  const pd = latest.probabilityOfDefault;
  pdf.row(t("reportDefault"), pd === null ? "-" : t("reportDefaultValue", { value: pd }));
  pdf.row(t("reportSolvency"), text(latest.solvencyIndex));
  const line = latest.creditLine;
  const amount = { amount: millions(line, locale), currency: latest.currency };
  pdf.row(t("reportCreditLine"), line === null ? "-" : t("reportCreditLineValue", amount));
  pdf.row(t("reportRisk"), text(latest.riskIndicator));
  pdf.row(t("reportZScore"), text(latest.zScore));
  pdf.row(t("reportSource"), sourceLabel(t, latest));
  if (credit.isStale) pdf.paragraph(t("reportStale", { years: credit.staleAfterYears }));
  if (snapshot.isDemo) pdf.paragraph(t("reportDemoOpinion"), { muted: true });
}

function printSanctions(pdf: Pdf, t: Texts, snapshot: CompanySnapshot) {
  pdf.heading(t("reportSanctionsHeading"));
  const sanctions = snapshot.sanctions;
  if (!sanctions) {
    pdf.paragraph(t("reportNoSanctionLists"));
    return;
  }
  pdf.paragraph(
    sanctions.isListed ? t("reportSanctionsRisk") : t("reportSanctionsClear", { count: sanctions.listsChecked }),
  );
  if (sanctions.matches.length > 0)
    pdf.table(
      [t("reportList"), t("reportEntry"), t("reportMatchedOn"), t("reportListedOn")],
      sanctions.matches.map((m) => [m.listName, m.entryName, m.matchedOn, text(m.listedOn)]),
    );
  pdf.paragraph(t("reportSourceNote", { source: sourceLabel(t, sanctions) }), { size: 8, muted: true });
}

/**
 * The company report as a PDF in the locale's language and font (CJK embedded): snapshot, profile,
 * financial highlights, credit opinion, sanctions screening.
 */
export async function companyReportPdf(data: ReportData, locale: Locale, now: Date): Promise<Uint8Array> {
  const t: Texts = (key, values) => translate(locale, key, values);
  const { snapshot } = data;
  const pdf = await createPdf({
    title: t("reportTitle", { name: snapshot.name }),
    footer: `CSI Business Information - ${snapshot.aaaId} - ${now.toISOString().slice(0, 10)}`,
    createdAt: now,
    locale,
  });
  pdf.title(snapshot.name);
  pdf.paragraph(t("reportGenerated", { time: now.toISOString().slice(0, 16).replace("T", " ") }), { muted: true });
  if (snapshot.isDemo) pdf.paragraph(t("reportDemoCompany"), { size: 11 });
  pdf.heading(t("reportSnapshotHeading"));
  for (const [label, value] of snapshotRows(t, locale, snapshot)) pdf.row(label, value);
  if (snapshot.description) pdf.paragraph(snapshot.description, { muted: true });
  printHighlights(pdf, t, locale, data.highlights);
  printCredit(pdf, t, locale, data.credit, snapshot);
  printSanctions(pdf, t, snapshot);
  pdf.heading(t("reportAboutHeading"));
  pdf.paragraph(t("reportAbout"), { size: 9, muted: true });
  return pdf.save();
}
