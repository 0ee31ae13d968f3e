/** Company data contributions (docs/decisions/0046-company-contributions.md): what routes compose. */
export { ContributionHistory } from "./contribution-history.tsx";
export { ProposeProduct } from "./propose-product.tsx";
export { ModerationList } from "./moderation-list.tsx";
