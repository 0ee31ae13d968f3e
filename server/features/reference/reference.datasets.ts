import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { countriesDataset } from "./loaders/countries.loader.ts";
import { subdivisionsDataset } from "./loaders/subdivisions.loader.ts";
import { hsDataset } from "./loaders/hs.loader.ts";
import { industryDataset } from "./loaders/industry.loader.ts";
import { legalFormsDataset } from "./loaders/legal-forms.loader.ts";
import { currenciesDataset } from "./loaders/currencies.loader.ts";
import { fxDataset } from "./loaders/fx.loader.ts";
import { macroDataset } from "./loaders/macro.loader.ts";

/** The bundled reference data sets, countries first. */
export const REFERENCE_DATASETS: readonly DatasetLoader[] = [
  countriesDataset,
  subdivisionsDataset,
  hsDataset,
  industryDataset,
  legalFormsDataset,
  currenciesDataset,
  fxDataset,
  macroDataset,
];
