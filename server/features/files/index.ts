/** What other server features may use of the upload service. */
export { attachUpload } from "./files.service.ts";
export { fileStoreOf } from "./file-store.ts";
