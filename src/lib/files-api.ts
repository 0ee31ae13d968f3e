import { FILE_PARTS, type FilePurpose, type UploadedFile } from "../../contract/files.ts";
import { filesEndpoints } from "../../contract/files.endpoints.ts";
import { call } from "./api-client.ts";

/** Sends one file to the upload service; the server sniffs its type and checks its size (message on refusal). */
export function uploadFile(file: File, purpose: FilePurpose): Promise<UploadedFile> {
  const form = new FormData();
  form.append(FILE_PARTS.purpose, purpose);
  form.append(FILE_PARTS.file, file, file.name);
  return call(filesEndpoints.upload, form, { quiet: true });
}
