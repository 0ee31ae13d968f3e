/**
 * XBRL (US GAAP) tags mapped to our financial highlights, in order of preference: the first tag a
 * filing reports for a period wins. Flow items cover a period (qtrs > 0); stock items are at a date.
 */
export const FLOW_FIELDS = {
  revenue: [
    "Revenues",
    "SalesRevenueNet",
    "RevenueFromContractWithCustomerExcludingAssessedTax",
    "RevenueFromContractWithCustomerIncludingAssessedTax",
    "SalesRevenueGoodsNet",
    "SalesRevenueServicesNet",
    "RevenuesNetOfInterestExpense",
    "RegulatedAndUnregulatedOperatingRevenue",
    "RegulatedOperatingRevenue",
    "ElectricUtilityRevenue",
    "ElectricalGenerationRevenue",
    "OilAndGasRevenue",
    "RealEstateRevenueNet",
    "FinancialServicesRevenue",
    "HealthCareOrganizationRevenue",
    "InterestAndDividendIncomeOperating",
  ],
  cost_of_revenue: ["CostOfRevenue", "CostOfGoodsAndServicesSold", "CostOfGoodsSold", "CostOfServices"],
  gross_profit: ["GrossProfit"],
  operating_income: ["OperatingIncomeLoss"],
  net_income: ["NetIncomeLoss", "ProfitLoss", "NetIncomeLossAvailableToCommonStockholdersBasic"],
  interest_expense: ["InterestExpense"],
  operating_cash_flow: [
    "NetCashProvidedByUsedInOperatingActivities",
    "NetCashProvidedByUsedInOperatingActivitiesContinuingOperations",
  ],
} as const;

export const STOCK_FIELDS = {
  total_assets: ["Assets"],
  current_assets: ["AssetsCurrent"],
  cash: [
    "CashAndCashEquivalentsAtCarryingValue",
    "Cash",
    "CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents",
  ],
  receivables: ["AccountsReceivableNetCurrent", "ReceivablesNetCurrent"],
  inventory: ["InventoryNet"],
  total_liabilities: ["Liabilities"],
  current_liabilities: ["LiabilitiesCurrent"],
  long_term_debt: ["LongTermDebtNoncurrent", "LongTermDebt"],
  equity: ["StockholdersEquity", "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"],
  // Altman Z'' X2 (server/features/credit/credit-model.ts).
  retained_earnings: ["RetainedEarningsAccumulatedDeficit"],
  // Only to derive total liabilities when a balance sheet does not report them.
  liabilities_and_equity: ["LiabilitiesAndStockholdersEquity"],
  equity_with_minority: ["StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"],
} as const;

export type FlowField = keyof typeof FLOW_FIELDS;
export type StockField = keyof typeof STOCK_FIELDS;

export const MAPPED_TAGS: ReadonlySet<string> = new Set([
  ...Object.values(FLOW_FIELDS).flat(),
  ...Object.values(STOCK_FIELDS).flat(),
]);
