import type { MessageCatalog } from "../../i18n/catalog.ts";

/** Google and Apple sign-in; `{provider}` is the provider's name. */
export const ACCOUNTS_THIRD_PARTY_MESSAGES = {
  thirdPartyUnavailable: /*i18n*/ { id: "Sign-in with {provider} is not available" },
  thirdPartyInvalid: /*i18n*/ { id: "The {provider} sign-in could not be verified, please try again" },
  thirdPartyEmailUnverified: /*i18n*/ { id: "Your {provider} account has no verified email address" },
} as const satisfies MessageCatalog;
