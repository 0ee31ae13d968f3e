import { useLingui } from "@lingui/react/macro";
import type { TradeFlow } from "../../../contract/trade-product.ts";

/** The country page's words for the two directions of trade. */
export function useFlowLabels(): Record<TradeFlow, string> {
  const { t } = useLingui();
  return { export: t`Exports`, import: t`Imports` };
}
