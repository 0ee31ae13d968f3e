import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { hashOf } from "../../lib/data-files.ts";
import { computeIndustryNorms } from "./industry-norms.sql.ts";

/**
 * Industry norms, recomputed whenever a data set they are computed from changes: their version is
 * a hash of those data sets' versions (so it must be registered after them).
 */
export function industryNormsDataset(inputs: readonly DatasetLoader[]): DatasetLoader {
  return {
    name: "industry-norms",
    get version() {
      return `norms#${hashOf(
        inputs.map((d) => `${d.name}=${d.version}`),
        12,
      )}`;
    },
    source: "Computed from the loaded financial statements and ratios",
    licence: "Derived from the data sets it is computed from",
    load: (trx) => computeIndustryNorms(trx),
  };
}
