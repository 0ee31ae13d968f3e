import type { MessageCatalog } from "../../i18n/catalog.ts";

/** Company search: export values, report error and share. */
export const COMPANY_SEARCH_ACTIONS_MESSAGES = {
  csExportSheet: /*i18n*/ { id: "Companies" },
  csYes: /*i18n*/ { id: "Yes" },
  csNo: /*i18n*/ { id: "No" },
  csStatusActive: /*i18n*/ { id: "Active" },
  csStatusInactive: /*i18n*/ { id: "Inactive" },
  csStatusDissolved: /*i18n*/ { id: "Dissolved" },
  csStatusInLiquidation: /*i18n*/ { id: "In liquidation" },
  csStatusUnknown: /*i18n*/ { id: "Unknown" },
  csReportTypeRequired: /*i18n*/ { id: "Please choose the type of issue" },
  csReportDescriptionRequired: /*i18n*/ { id: "Please describe the issue" },
  csReportFirstNameRequired: /*i18n*/ {
    id: "csReportFirstNameRequired",
    message: "Please enter the first name",
    comment: "English: Please enter the first name",
  },
  csReportLastNameRequired: /*i18n*/ {
    id: "csReportLastNameRequired",
    message: "Please enter the last name",
    comment: "English: Please enter the last name",
  },
  csReportPhoneRequired: /*i18n*/ {
    id: "csReportPhoneRequired",
    message: "Please enter the phone number",
    comment: "English: Please enter the phone number",
  },
  csEmailInvalid: /*i18n*/ { id: "Invalid email address: {email}" },
  csReportFileTooLarge: /*i18n*/ { id: "The attachment must be smaller than {size} MB" },
  csReportFileType: /*i18n*/ { id: "The attachment must be an image (PNG, JPEG, GIF, WebP) or a PDF" },
  csReportReceived: /*i18n*/ {
    id: "Thank you. Your report was received; every report is verified before the data is changed.",
  },
  csReportMailSubject: /*i18n*/ { id: "We received your report (no. {id})" },
  csReportMailBody: /*i18n*/ {
    id: "Hello {name},\n\nthank you for your report no. {id}. Every report is verified by our team before any data is changed; if we need more information we will contact you at {email} or {phone}.\n\nYour description:\n{description}\n\nCSI Business Information",
  },
  csShareSent: /*i18n*/ { id: "{count, plural, one {Shared with # recipient} other {Shared with # recipients}}" },
  csShareSubject: /*i18n*/ {
    id: "{count, plural, one {{sender} shared # company with you} other {{sender} shared # companies with you}}",
  },
  csShareIntro: /*i18n*/ { id: "{sender} ({email}) shared these companies with you from CSI Business Information:" },
  csShareMessageFrom: /*i18n*/ { id: "Message from {sender}:" },
  csShareList: /*i18n*/ { id: "The whole list: {link}" },
  csShareDemoNote: /*i18n*/ { id: "Entries marked [demo] are generated demonstration data, not real companies." },
  csShareProfile: /*i18n*/ { id: "Profile" },
  csShareId: /*i18n*/ { id: "ID" },
} satisfies MessageCatalog;
