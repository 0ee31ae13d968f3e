import type { MessageCatalog } from "./catalog.ts";

/** Messages of the foundation: envelope, sessions, data loading. */
export const FOUNDATION_MESSAGES = {
  success: /*i18n*/ { id: "success" },
  unauthorized: /*i18n*/ { id: "Please Login in!" },
  loggedInElsewhere: /*i18n*/ {
    id: "Your account is logged in on another device. If you lose your password, please handle it promptly. You can also choose to log in again",
  },
  notFound: /*i18n*/ { id: "The requested resource was not found" },
  invalidRequest: /*i18n*/ { id: "Invalid request: {detail}" },
  payloadTooLarge: /*i18n*/ { id: "The request is too large" },
  tooManyRequests: /*i18n*/ { id: "Too many requests, please try again later" },
  internal: /*i18n*/ { id: "Something went wrong on our side. Please try again later" },
  dataLoading: /*i18n*/ { id: "The data is still loading, please try again in a moment" },
} as const satisfies MessageCatalog;
