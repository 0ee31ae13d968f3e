import type { Config } from "../../config.ts";
import type { DatasetLoader } from "../data/data.loader.ts";
import { secFinancialsDataset } from "../companies/sec-financials.loader.ts";
import { industryNormsDataset } from "../companies/industry-norms.loader.ts";
import { demoDataset } from "./demo.loader.ts";

/** The demo data set of DEMO_COMPANIES / DEMO_SEED, then the industry norms over real and demo statements. */
export function demoDatasets(config: Pick<Config, "demoCompanies" | "demoSeed">): DatasetLoader[] {
  const demo = demoDataset({ companies: config.demoCompanies, seed: config.demoSeed });
  return [demo, industryNormsDataset([secFinancialsDataset, demo])];
}
