import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Names of the highlights' figures, the ratios, the groups and the norms' words (contract/performance.ts keys). */
export const FIGURE_LABELS: Record<string, MessageDescriptor> = {
  revenue: msg({ message: "Revenue", comment: "Financial statement figure" }),
  costOfRevenue: msg({ message: "Cost of revenue", comment: "Financial statement figure" }),
  grossProfit: msg({ message: "Gross profit", comment: "Financial statement figure" }),
  operatingIncome: msg({ message: "Operating income", comment: "Financial statement figure" }),
  netIncome: msg({ message: "Net income", comment: "Financial statement figure" }),
  interestExpense: msg({ message: "Interest expense", comment: "Financial statement figure" }),
  operatingCashFlow: msg({ message: "Operating cash flow", comment: "Financial statement figure" }),
  totalAssets: msg({ message: "Total assets", comment: "Financial statement figure" }),
  currentAssets: msg({ message: "Current assets", comment: "Financial statement figure" }),
  cash: msg({ message: "Cash and equivalents", comment: "Financial statement figure" }),
  receivables: msg({ message: "Receivables", comment: "Financial statement figure" }),
  inventory: msg({ message: "Inventory", comment: "Financial statement figure" }),
  totalLiabilities: msg({ message: "Total liabilities", comment: "Financial statement figure" }),
  currentLiabilities: msg({ message: "Current liabilities", comment: "Financial statement figure" }),
  longTermDebt: msg({ message: "Long-term debt", comment: "Financial statement figure" }),
  equity: msg({ message: "Shareholders' equity", comment: "Financial statement figure" }),
  employees: msg({ message: "Employees", comment: "Head count in a financial statement" }),
};

export const RATIO_LABELS: Record<string, MessageDescriptor> = {
  grossMargin: msg({ message: "Gross margin", comment: "Financial ratio" }),
  operatingMargin: msg({ message: "Operating margin", comment: "Financial ratio" }),
  netMargin: msg({ message: "Net margin", comment: "Financial ratio" }),
  returnOnAssets: msg({ message: "Return on assets", comment: "Financial ratio" }),
  returnOnEquity: msg({ message: "Return on equity", comment: "Financial ratio" }),
  assetTurnover: msg({ message: "Asset turnover", comment: "Financial ratio" }),
  receivableDays: msg({ message: "Receivable days", comment: "Financial ratio: days of sales outstanding" }),
  inventoryDays: msg({ message: "Inventory days", comment: "Financial ratio: days of inventory on hand" }),
  interestCover: msg({ message: "Interest cover", comment: "Financial ratio: operating income / interest" }),
  currentRatio: msg({ message: "Current ratio", comment: "Financial ratio" }),
  quickRatio: msg({ message: "Quick ratio", comment: "Financial ratio" }),
  debtRatio: msg({ message: "Debt ratio", comment: "Financial ratio: liabilities / assets" }),
  equityRatio: msg({ message: "Equity ratio", comment: "Financial ratio: equity / assets" }),
  debtToEquity: msg({ message: "Debt to equity", comment: "Financial ratio" }),
  revenuePerEmployee: msg({ message: "Revenue per employee", comment: "Financial ratio" }),
  profitPerEmployee: msg({ message: "Profit per employee", comment: "Financial ratio" }),
  assetsPerEmployee: msg({ message: "Assets per employee", comment: "Financial ratio" }),
  revenueGrowth: msg({ message: "Revenue growth", comment: "Financial ratio, year on year" }),
  netIncomeGrowth: msg({ message: "Net income growth", comment: "Financial ratio, year on year" }),
  assetsGrowth: msg({ message: "Assets growth", comment: "Financial ratio, year on year" }),
  equityGrowth: msg({ message: "Equity growth", comment: "Financial ratio, year on year" }),
  employeesGrowth: msg({ message: "Employees growth", comment: "Financial ratio, year on year" }),
};

export const GROUP_LABELS: Record<string, MessageDescriptor> = {
  profitability: msg({ message: "Profitability", comment: "Group of financial ratios" }),
  operating: msg({ message: "Operating efficiency", comment: "Group of financial ratios" }),
  structural: msg({ message: "Financial structure", comment: "Group of financial ratios" }),
  productivity: msg({ message: "Productivity", comment: "Group of financial ratios" }),
  growth: msg({ message: "Growth", comment: "Group of financial ratios" }),
};

export const STANDING_LABELS: Record<string, MessageDescriptor> = {
  top10: msg({ message: "Highest 10 %", comment: "Where a company's value stands among its industry peers" }),
  aboveMedian: msg({ message: "Above the median", comment: "Where a company's value stands among its industry peers" }),
  belowMedian: msg({ message: "Below the median", comment: "Where a company's value stands among its industry peers" }),
  bottom10: msg({ message: "Lowest 10 %", comment: "Where a company's value stands among its industry peers" }),
};

export const SIZE_BAND_LABELS: Record<string, MessageDescriptor> = {
  micro: msg({ message: "Micro (revenue up to €2 M)", comment: "Company size band" }),
  small: msg({ message: "Small (revenue up to €10 M)", comment: "Company size band" }),
  medium: msg({ message: "Medium (revenue up to €50 M)", comment: "Company size band" }),
  large: msg({ message: "Large (revenue above €50 M)", comment: "Company size band" }),
  all: msg({ message: "All sizes", comment: "Company size band: every size together" }),
};

/** The label of any key the tabs show (figure or ratio); the key itself when unknown. */
export function labelOf(key: string, translate: (descriptor: MessageDescriptor) => string): string {
  const descriptor = FIGURE_LABELS[key] ?? RATIO_LABELS[key];
  return descriptor ? translate(descriptor) : key;
}
