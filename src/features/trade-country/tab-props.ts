import type { TradeFlow } from "../../../contract/trade-product.ts";

/** What every country tab gets from its route: the country, and the year and direction in the URL. */
export type CountryTabProps = {
  countryCode: string;
  year: number | undefined;
  flow: TradeFlow;
  onYear: (year: number) => void;
  onFlow: (flow: TradeFlow) => void;
};
