import type { TradeFlow } from "../../../contract/trade-product.ts";

/** What every product tab gets from its route: the product, and the year and direction in the URL. */
export type ProductTabProps = {
  hsCode: string;
  year: number | undefined;
  flow: TradeFlow;
  onYear: (year: number) => void;
  onFlow: (flow: TradeFlow) => void;
};
