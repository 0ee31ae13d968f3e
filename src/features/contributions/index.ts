/** Company data contributions (docs/decisions/0046-company-contributions.md): what routes compose. */
export { ContributionHistory } from "./contribution-history.tsx";
export { ProposeProduct } from "./propose-product.tsx";
export { ProposeAddress, SuggestAddressCorrection } from "./propose-address.tsx";
export { SuggestInfoCorrection } from "./suggest-info.tsx";
export { ProposeIndustryCode } from "./propose-industry.tsx";
export { useIsContributed } from "./use-contributed.ts";
export { ModerationList } from "./moderation-list.tsx";
