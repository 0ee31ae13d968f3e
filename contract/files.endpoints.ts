import { Type } from "typebox";
import { defineEndpoints } from "./endpoint.ts";
import { FILE_PURPOSE_NAMES, FileIdQuery, UploadedFile } from "./files.ts";

/** The spec's `/file/ossfile/*` calls: one upload service for reports, proofs and pictures. */
export const filesEndpoints = defineEndpoints("files", {
  upload: {
    method: "POST",
    path: "/file/ossfile/upload",
    summary: "Uploads one file for a purpose; its type is sniffed from its bytes and checked, as is its size",
    description: `multipart/form-data: \`purpose\` (${FILE_PURPOSE_NAMES.join(", ")}) then \`file\`. A type the purpose does not accept is 415, a file over its limit 413, a file the virus scanner refuses 422.`,
    consumes: ["multipart/form-data"],
    response: UploadedFile,
    auth: "required",
    errors: [413, 415, 422, 429],
  },
  delete: {
    method: "DELETE",
    path: "/file/ossfile/delete",
    summary: "Deletes one of the user's uploaded files (not one already sent with a report)",
    query: FileIdQuery,
    response: Type.Null(),
    auth: "required",
    errors: [404],
  },
});
