import type { TradeFlow } from "../../../contract/trade-product.ts";

/** What every company tab gets from its route: the company, and the year and direction in the URL. */
export type CompanyTabProps = {
  companyId: string;
  year: number | undefined;
  flow: TradeFlow;
  onYear: (year: number) => void;
  onFlow: (flow: TradeFlow) => void;
};
