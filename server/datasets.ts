import type { DatasetLoader } from "./lib/dataset-loader.ts";
import { REFERENCE_DATASETS } from "./features/reference/reference.datasets.ts";
import { SANCTIONS_DATASETS } from "./features/sanctions/sanctions.datasets.ts";
import { countryCompanyCountsDataset } from "./features/countries/country-company-counts.ts";
import { COMPANY_DATASETS } from "./features/companies/companies.datasets.ts";
import { TRADE_DATASETS } from "./features/trade/trade.datasets.ts";
import { tradeRollupsDataset } from "./features/trade/trade-rollups.ts";
import { demoDatasets } from "./features/demo/demo.datasets.ts";
import { loadConfig } from "./config.ts";
import { companyRatingsDataset } from "./features/market/index.ts";
import { edgarNewsDataset } from "./features/publications/edgar-news.datasets.ts";

const DEMO_DATASETS = demoDatasets(loadConfig());

/** Every bundled data set, in load order (reference data first, demo data last). */
export const DATASETS: readonly DatasetLoader[] = [
  // Reference and sanctions data (server/features/reference, server/features/sanctions): first,
  // because companies and trade refer to countries, HS codes, industry codes and legal forms.
  ...REFERENCE_DATASETS,
  ...SANCTIONS_DATASETS,
  // Companies, trade and demo data go here.
  ...COMPANY_DATASETS,
  // SEC filings as corporate events of the SEC companies (their id is the CIK).
  edgarNewsDataset,
  ...TRADE_DATASETS,
  ...DEMO_DATASETS,
  // After the statements and the companies they rate: the credit model's ratings roll-up (market analysis).
  companyRatingsDataset([...COMPANY_DATASETS, ...DEMO_DATASETS]),

  // After every data set that writes trade_flows: rebuilds the years they marked (docs/TRADE.md).
  tradeRollupsDataset(() => DATASETS),
  // Keep last: recounts companies per country after every other data set has loaded.
  countryCompanyCountsDataset(() => DATASETS),
];
