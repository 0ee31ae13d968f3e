import type { MessageCatalog } from "../i18n/catalog.ts";

/** Messages of the server's protection (issue 20): load shedding, statement timeout, bounds on query cost. */
export const PROTECTION_MESSAGES = {
  serverBusy: /*i18n*/ {
    id: "{seconds, plural, one {The server is busy, please try again in # second} other {The server is busy, please try again in # seconds}}",
  },
  queryTimeout: /*i18n*/ { id: "This request took too long and was stopped; narrow it down and try again" },
  searchTooManyWords: /*i18n*/ { id: "Search with at most {max} words" },
  textTooLong: /*i18n*/ { id: "{field} is too long: at most {max} characters" },
} as const satisfies MessageCatalog;
