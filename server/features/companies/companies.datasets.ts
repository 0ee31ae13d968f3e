import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { secCompaniesDataset } from "./sec-companies.loader.ts";
import { secFinancialsDataset } from "./sec-financials.loader.ts";
import { secCompanyFactsDataset } from "./sec-companyfacts.loader.ts";
import { gleifDataset } from "./gleif.loader.ts";

/** Real company data, in load order: SEC registrants first (financials link to them by CIK). */
export const COMPANY_DATASETS: readonly DatasetLoader[] = [
  secCompaniesDataset,
  secFinancialsDataset,
  secCompanyFactsDataset,
  gleifDataset,
];
