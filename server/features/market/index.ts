/** What the server's data-set list uses of the market analysis: its ratings roll-up. */
export { companyRatingsDataset } from "./ratings-rollup.ts";
