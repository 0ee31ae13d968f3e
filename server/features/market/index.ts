/** What the server's data-set list uses of the market analysis: its ratings roll-up. */
export { companyRatingsDataset, computeCompanyRatings } from "./ratings-rollup.ts";
