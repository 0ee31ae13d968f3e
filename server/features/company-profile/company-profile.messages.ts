import type { MessageCatalog } from "../../i18n/catalog.ts";

/** Messages of the company profile: unknown companies and people, the company id, the view log. */
export const COMPANY_PROFILE_MESSAGES = {
  companyNotFound: /*i18n*/ { id: "No company was found with this ID" },
  companyIdRequired: /*i18n*/ { id: "Please give the company ID (id, aaaId or companyId)" },
  personNotFound: /*i18n*/ { id: "No person was found with this ID" },
  viewTimesInvalid: /*i18n*/ { id: "The view times are not valid: the end must be a date after the start" },
} as const satisfies MessageCatalog;
