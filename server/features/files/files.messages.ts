import type { MessageCatalog } from "../../i18n/catalog.ts";

/** The upload service's answers (POST /file/ossfile/upload, DELETE /file/ossfile/delete). */
export const FILES_MESSAGES = {
  fileUploaded: /*i18n*/ { id: "The file was uploaded" },
  fileDeleted: /*i18n*/ { id: "The file was deleted" },
  fileMissing: /*i18n*/ { id: "Choose a file to upload" },
  filePurposeInvalid: /*i18n*/ { id: "Say what the file is for: {purposes}" },
  fileTooLarge: /*i18n*/ { id: "The file is too large: at most {size} MB" },
  fileTypeRefused: /*i18n*/ { id: "This type of file is not accepted here. Accepted: {types}" },
  fileInfected: /*i18n*/ { id: "The file was refused by the virus scan" },
  fileNotFound: /*i18n*/ { id: "The file does not exist" },
  fileInUse: /*i18n*/ { id: "The file was sent with a report and can no longer be deleted" },
} as const satisfies MessageCatalog;
