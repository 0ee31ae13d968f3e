import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { eiaImportsDataset } from "./eia-imports.loader.ts";
import { censusTradeDataset } from "./census-trade.loader.ts";

/** Real trade data; EIA importers are matched to companies loaded before them. */
export const TRADE_DATASETS: readonly DatasetLoader[] = [eiaImportsDataset, censusTradeDataset];
