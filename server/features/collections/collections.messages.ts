import type { MessageCatalog } from "../../i18n/catalog.ts";

/** Messages of collections (folders), tags and idempotent requests. */
export const COLLECTIONS_MESSAGES = {
  collectionNameRequired: /*i18n*/ { id: "Please enter a folder name" },
  collectionNameTooLong: /*i18n*/ { id: "The folder name is no more than {max} characters" },
  collectionNotFound: /*i18n*/ { id: "The folder does not exist" },
  tagNameRequired: /*i18n*/ { id: "Please enter a tag name" },
  tagNameTooLong: /*i18n*/ { id: "The tag name is no more than {max} characters" },
  tagNotFound: /*i18n*/ { id: "The tag does not exist" },
  listIdTaken: /*i18n*/ { id: "This id is already in use" },
  invalidCompanyId: /*i18n*/ { id: "Invalid company id: {aaaId}" },
  idempotencyKeyReused: /*i18n*/ { id: "This Idempotency-Key was already used for a different request" },
} as const satisfies MessageCatalog;
