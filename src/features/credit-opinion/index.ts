/** What the routes use of the credit opinion: the company profile's creditOpinion tab. */
export { CreditOpinionTab } from "./credit-opinion-tab.tsx";
