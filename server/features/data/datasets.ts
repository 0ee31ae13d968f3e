import type { DatasetLoader } from "./data.loader.ts";
import { REFERENCE_DATASETS } from "../reference/reference.datasets.ts";
import { SANCTIONS_DATASETS } from "../sanctions/sanctions.datasets.ts";
import { countryCompanyCountsDataset } from "../countries/country-company-counts.ts";
import { COMPANY_DATASETS } from "../companies/companies.datasets.ts";
import { TRADE_DATASETS } from "../trade/trade.datasets.ts";
import { demoDatasets } from "../demo/demo.datasets.ts";
import { loadConfig } from "../../config.ts";

/** Every bundled data set, in load order (reference data first, demo data last). */
export const DATASETS: readonly DatasetLoader[] = [
  // Reference and sanctions data (server/features/reference, server/features/sanctions): first,
  // because companies and trade refer to countries, HS codes, industry codes and legal forms.
  ...REFERENCE_DATASETS,
  ...SANCTIONS_DATASETS,
  // Companies, trade and demo data go here.
  ...COMPANY_DATASETS,
  ...TRADE_DATASETS,
  ...demoDatasets(loadConfig()),

  // Keep last: recounts companies per country after every other data set has loaded.
  countryCompanyCountsDataset(() => DATASETS),
];
