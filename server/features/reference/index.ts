/** What other server features may use of the reference feature. */
export { bundledDataset } from "./reference-dataset.ts";
export { countriesDataset } from "./loaders/countries.loader.ts";
export { hsDataset } from "./loaders/hs.loader.ts";
