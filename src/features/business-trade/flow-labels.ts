import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { TradeFlow } from "../../../contract/trade-product.ts";

/** The company's two directions, as its trade tabs name them. */
export const FLOW_LABELS: Record<TradeFlow, MessageDescriptor> = {
  import: msg`Imports`,
  export: msg`Exports`,
};
