import type { CompanyCore, SizeClass } from "../company-core.ts";
import type { SectorKey } from "../names/pack.ts";
import { streamOf, type Rng } from "../prng.ts";
import { DEMO, money, type Context } from "./emit.ts";

/** Per industry group: revenue per employee (USD at 60k GDP per head), gross margin, asset turnover, current-asset share. */
const PROFILE: Record<SectorKey, [number, number, number, number]> = {
  trade: [400_000, 0.22, 2.0, 0.7],
  industry: [250_000, 0.3, 1.0, 0.5],
  build: [180_000, 0.2, 1.2, 0.6],
  logistics: [150_000, 0.25, 1.0, 0.4],
  food: [150_000, 0.3, 1.3, 0.45],
  finance: [500_000, 0.6, 0.1, 0.8],
  property: [300_000, 0.5, 0.15, 0.2],
  energy: [600_000, 0.35, 0.5, 0.3],
  services: [120_000, 0.45, 1.5, 0.6],
  health: [110_000, 0.4, 1.2, 0.5],
  tech: [200_000, 0.5, 1.0, 0.6],
};
const FINANCIALS_CHANCE: Record<SizeClass, number> = {
  micro: 0.2,
  small: 0.45,
  medium: 0.8,
  large: 0.95,
  "very-large": 1,
};
const GOODS: ReadonlySet<SectorKey> = new Set(["trade", "industry", "food", "energy", "build"]);

export type Statement = {
  year: number;
  revenue: number;
  netIncome: number;
  totalAssets: number;
  equity: number;
  currentAssets: number;
  currentLiabilities: number;
  employees: number;
};

export function hasFinancials(ctx: Context, c: CompanyCore): boolean {
  return streamOf(ctx.world.seed, "has-financials", c.index).chance(FINANCIALS_CHANCE[c.size]);
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/**
 * Five fiscal years (fewer for young companies) of statements in USD. Revenue follows size and
 * industry, scaled by the country's GDP per head, and grows with noise; margins, balance sheet
 * and employees move with it, so that every identity holds: gross profit = revenue - cost of
 * revenue, assets = liabilities + equity, cash + receivables + inventory <= current assets.
 */
export function statementRows(ctx: Context, c: CompanyCore): Statement[] {
  const rng = streamOf(ctx.world.seed, "financials", c.index);
  const [perEmployee, margin, turnover, currentShare] = PROFILE[c.sector];
  const productivity = perEmployee * Math.pow(c.country.gdpPerCapita / 60_000, 0.7) * Math.exp(rng.normal() * 0.35);
  const first = Math.max(c.foundedYear + 1, ctx.world.year - 4);
  const years = Math.max(0, ctx.world.year - first + 1);
  const volatility = c.size === "micro" ? 0.2 : c.size === "small" ? 0.14 : 0.09;
  const drift = 0.04 + rng.normal() * 0.04;
  // Start from this year's size and walk back, so that the latest year matches the employee count.
  let revenue = c.employees * productivity;
  let employees = c.employees;
  const path: { revenue: number; employees: number }[] = [];
  for (let y = 0; y < years; y++) {
    path.unshift({ revenue, employees });
    const growth = drift + rng.normal() * volatility;
    revenue = revenue / (1 + growth);
    employees = Math.max(1, Math.round(employees / (1 + growth * 0.6 + rng.normal() * 0.02)));
  }
  const grossMargin = clamp(margin + rng.normal() * 0.05, 0.05, 0.9);
  const equityRatio = clamp(0.2 + rng.next() * 0.45, 0.05, 0.9);
  const out: Statement[] = [];
  path.forEach((p, i) =>
    statementOf(ctx, c, rng, first + i, p, { grossMargin, equityRatio, turnover, currentShare }, out),
  );
  return out;
}

type Shape = { grossMargin: number; equityRatio: number; turnover: number; currentShare: number };

function statementOf(
  ctx: Context,
  c: CompanyCore,
  rng: Rng,
  year: number,
  p: { revenue: number; employees: number },
  shape: Shape,
  out: Statement[],
): void {
  const revenue = money(p.revenue);
  const cost = money(revenue * (1 - shape.grossMargin + rng.normal() * 0.01));
  const gross = revenue - cost;
  const operating = money(Math.min(gross * 0.95, revenue * (0.06 + rng.normal() * 0.06)));
  const assets = money((revenue / shape.turnover) * Math.exp(rng.normal() * 0.2));
  const equity = money(assets * clamp(shape.equityRatio + rng.normal() * 0.03, 0.02, 0.95));
  const liabilities = assets - equity;
  const currentLiabilities = money(liabilities * (0.4 + rng.next() * 0.3));
  const longTermDebt = money((liabilities - currentLiabilities) * 0.8);
  const interest = money(longTermDebt * 0.05);
  const beforeTax = operating - interest;
  const net = money(beforeTax > 0 ? beforeTax * 0.78 : beforeTax);
  const currentAssets = money(assets * clamp(shape.currentShare + rng.normal() * 0.05, 0.05, 0.95));
  const receivables = money(Math.min(currentAssets * 0.5, (revenue * (30 + rng.int(45))) / 365));
  const inventory = GOODS.has(c.sector) ? money(Math.min(currentAssets * 0.3, (cost * (20 + rng.int(70))) / 365)) : 0;
  const cash = money((currentAssets - receivables - inventory) * (0.3 + rng.next() * 0.6));
  ctx.emit("financial_statements", {
    company_id: c.id,
    period_end: `${year}-12-31`,
    period_months: 12,
    fiscal_year: year,
    fiscal_period: "FY",
    currency: "USD",
    revenue,
    cost_of_revenue: cost,
    gross_profit: gross,
    operating_income: operating,
    net_income: net,
    interest_expense: interest,
    total_assets: assets,
    current_assets: currentAssets,
    cash,
    receivables,
    inventory: GOODS.has(c.sector) ? inventory : null,
    total_liabilities: liabilities,
    current_liabilities: currentLiabilities,
    long_term_debt: longTermDebt,
    equity,
    // The credit model's Z''-score reads it (X2); demo companies keep 60 % of their equity as retained earnings.
    retained_earnings: money(equity * 0.6),
    operating_cash_flow: money(net + assets * 0.05 + rng.normal() * revenue * 0.02),
    employees: p.employees,
    ...DEMO,
  });
  out.push({
    year,
    revenue,
    netIncome: net,
    totalAssets: assets,
    equity,
    currentAssets,
    currentLiabilities,
    employees: p.employees,
  });
}

const RATINGS: readonly [number, string, number][] = [
  [90, "AAA", 0.01],
  [80, "AA", 0.02],
  [70, "A", 0.05],
  [60, "BBB", 0.2],
  [50, "BB", 0.8],
  [40, "B", 3],
  [30, "CCC", 12],
  [20, "CC", 25],
  [10, "C", 40],
  [0, "D", 100],
];

/**
 * Credit assessments scored from the statements: for the last three years when the company has
 * statements, else for the latest year only (from size and age).
 */
export function creditRows(ctx: Context, c: CompanyCore, statements: readonly Statement[]): void {
  const rng = streamOf(ctx.world.seed, "credit", c.index);
  const sizeBonus = { micro: -8, small: -3, medium: 3, large: 7, "very-large": 10 }[c.size];
  for (let year = ctx.world.year - (statements.length ? 2 : 0); year <= ctx.world.year; year++) {
    if (year < c.foundedYear) continue;
    const s = statements.find((x) => x.year === year);
    let score = 50 + sizeBonus + Math.min(10, (year - c.foundedYear) / 3);
    if (s) {
      score += 40 * (s.equity / Math.max(1, s.totalAssets) - 0.3) + 150 * (s.netIncome / Math.max(1, s.revenue));
      score += 5 * clamp(s.currentAssets / Math.max(1, s.currentLiabilities) - 1, -2, 2) + rng.normal() * 6;
    } else score += rng.normal() * 12;
    if (c.status === "dissolved" || c.status === "in_liquidation") score = Math.min(score, 8);
    const local = Math.round(clamp(score, 1, 100));
    const [, rating, pd] = RATINGS.find(([floor]) => local >= floor) ?? RATINGS[RATINGS.length - 1]!;
    const probability = Math.min(100, Math.round(pd * Math.exp(rng.normal() * 0.2) * 10_000) / 10_000);
    const risk =
      probability < 0.1
        ? "low"
        : probability < 1
          ? "moderate"
          : probability < 5
            ? "elevated"
            : probability < 20
              ? "high"
              : "very-high";
    ctx.emit("credit_assessments", {
      company_id: c.id,
      year,
      rating,
      local_score: local,
      probability_of_default: probability,
      solvency_index: local * 10,
      credit_line: s ? Math.round(((s.revenue / 12) * (local / 100) * 0.5) / 1000) * 1000 : null,
      currency: s ? "USD" : null,
      risk_indicator: risk,
      ...DEMO,
    });
  }
}
