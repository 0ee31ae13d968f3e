import type { MessageCatalog } from "./catalog.ts";

/** The per-account daily limits of bulk and personal data (server/lib/daily-limits.ts). */
export const DATA_ACCESS_MESSAGES = {
  exportDailyLimit: /*i18n*/ {
    id: "{hours, plural, one {You have reached the daily limit of {max} exports. Try again in # hour.} other {You have reached the daily limit of {max} exports. Try again in # hours.}}",
  },
  contactsDailyLimit: /*i18n*/ {
    id: "{hours, plural, one {You have reached the daily limit of {max} contact views. Try again in # hour.} other {You have reached the daily limit of {max} contact views. Try again in # hours.}}",
  },
} as const satisfies MessageCatalog;
