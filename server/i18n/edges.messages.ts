import type { MessageCatalog } from "./catalog.ts";

/** Failures of the HTTP layer itself, answered in the envelope without repeating what the client sent. */
export const EDGES_MESSAGES = {
  unsupportedMediaType: /*i18n*/ { id: "The request body's content type is not accepted here" },
  malformedBody: /*i18n*/ { id: "The request body could not be read" },
  malformedUrl: /*i18n*/ { id: "The address of the request is not valid" },
  headersTooLarge: /*i18n*/ { id: "The request headers are too large" },
  badRequest: /*i18n*/ { id: "The request could not be understood" },
} as const satisfies MessageCatalog;
