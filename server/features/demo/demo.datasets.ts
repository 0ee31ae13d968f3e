import type { Config } from "../../config.ts";
import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { secCompanyFactsDataset, secFinancialsDataset } from "../companies/index.ts";
import { industryNormsDataset } from "../companies/index.ts";
import { demoDataset } from "./demo.loader.ts";

/** The demo data set of DEMO_COMPANIES / DEMO_SEED, then the industry norms over real and demo statements. */
export function demoDatasets(config: Pick<Config, "demoCompanies" | "demoSeed">): DatasetLoader[] {
  const demo = demoDataset({ companies: config.demoCompanies, seed: config.demoSeed });
  return [demo, industryNormsDataset([secFinancialsDataset, secCompanyFactsDataset, demo])];
}
