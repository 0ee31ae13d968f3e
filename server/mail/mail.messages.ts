import type { MessageCatalog } from "../i18n/catalog.ts";

/** Messages of the mail delivery. */
export const MAIL_MESSAGES = {
  mailFailed: /*i18n*/ { id: "The email could not be sent, please try again later" },
} as const satisfies MessageCatalog;
