import type { MessageCatalog } from "../../i18n/catalog.ts";

/** Company data contributions: proposals, their checks and their moderation. */
export const CONTRIBUTIONS_MESSAGES = {
  contributionReceived: /*i18n*/ { id: "Thank you: your proposal will be checked by our team before it is shown" },
  contributionEmpty: /*i18n*/ { id: "Give at least one value to change" },
  contributionIndustryUnknown: /*i18n*/ { id: "The industry code {code} is not in the {scheme} classification" },
  contributionAddressNotFound: /*i18n*/ { id: "The company has no address with this number" },
  contributionImageNotFound: /*i18n*/ { id: "The product image was not found: upload it again" },
  contributionNotFound: /*i18n*/ { id: "This proposal does not exist" },
  contributionDecided: /*i18n*/ { id: "This proposal was already decided" },
  contributionApproved: /*i18n*/ { id: "The proposal was approved and is now shown on the profile" },
  contributionRejected: /*i18n*/ { id: "The proposal was rejected" },
} as const satisfies MessageCatalog;
