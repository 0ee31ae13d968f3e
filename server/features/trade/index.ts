/** What other server features may use of the trade feature. */
export { TRADE_TABLE_COLUMNS } from "./trade.columns.ts";
export { companyTrade, type CompanyTrade, type CompanyTradeFlow } from "./company-trade.service.ts";
