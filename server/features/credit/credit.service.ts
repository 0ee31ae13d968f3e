import type { CreditAssessment, CreditYear } from "../../../contract/credit.ts";
import { heading, resolveCompany, type CompanyRefInput, type Db } from "../company-profile/index.ts";
import { creditOpinion, STALE_AFTER_YEARS, type StatementFigures, type YearOpinion } from "./credit-model.ts";
import { companyStatements, type StatementRow } from "./credit.repo.ts";

function figures(row: StatementRow): StatementFigures {
  return {
    fiscalYear: row.fiscal_year,
    periodEnd: row.period_end,
    periodMonths: row.period_months,
    currency: row.currency,
    revenue: row.revenue,
    operatingIncome: row.operating_income,
    totalAssets: row.total_assets,
    currentAssets: row.current_assets,
    currentLiabilities: row.current_liabilities,
    totalLiabilities: row.total_liabilities,
    equity: row.equity,
    retainedEarnings: row.retained_earnings,
  };
}

function toYear(opinion: YearOpinion, row: StatementRow): CreditYear {
  const { fiscalYear: _, periodEnd, periodMonths, currency, ...inputs } = opinion.inputs;
  const rated = opinion.status === "rated" ? opinion : undefined;
  return {
    year: opinion.fiscalYear,
    status: opinion.status,
    periodEnd,
    periodMonths,
    currency,
    inputs,
    missing: opinion.status === "rated" ? [] : opinion.missing,
    variables: rated?.variables ?? null,
    zScore: rated?.zScore ?? null,
    creditRating: rated?.rating ?? null,
    localCreditScore: rated?.localScore ?? null,
    probabilityOfDefault: rated?.probabilityOfDefault ?? null,
    solvencyIndex: rated?.solvencyIndex ?? null,
    creditLine: rated?.creditLine ?? null,
    riskIndicator: rated?.riskIndicator ?? null,
    filingRef: row.filing_ref,
    form: row.form,
    source: row.source,
    isDemo: row.is_demo,
  };
}

/** The company's credit opinion as of `today`, from its statements (docs/CREDIT.md, "Credit model"). */
export async function creditAssessment(db: Db, ref: CompanyRefInput, today: Date): Promise<CreditAssessment> {
  const company = await resolveCompany(db, ref);
  const rows = await companyStatements(db, company.id);
  const rowOf = new Map(rows.map((row) => [`${row.period_end}|${row.period_months}`, row]));
  const opinion = creditOpinion(rows.map(figures), today.toISOString().slice(0, 10));
  const year = (y: YearOpinion) => toYear(y, rowOf.get(`${y.periodEnd}|${y.periodMonths}`)!);
  return {
    company: heading(company),
    model: opinion.model,
    status: opinion.status,
    latest: opinion.latest ? year(opinion.latest) : null,
    history: opinion.history.map(year),
    isStale: opinion.isStale,
    staleAfterYears: STALE_AFTER_YEARS,
    asOf: opinion.asOf,
  };
}
