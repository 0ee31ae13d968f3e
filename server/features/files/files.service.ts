import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  FILE_PURPOSE_NAMES,
  FILE_PURPOSES,
  TYPE_LABELS,
  type FilePurpose,
  type SniffedType,
  type UploadedFile,
} from "../../../contract/files.ts";
import { AppError, ruleBroken } from "../../lib/app-error.ts";
import { sniffContentType } from "../../lib/content-type.ts";
import { consume } from "../../lib/rate-limit.ts";
import type { VirusScanner } from "../../lib/virus-scan.ts";
import type { FileStore } from "./file-store.ts";
import * as repo from "./files.repo.ts";

export type FilesDeps = {
  db: Kysely<DB>;
  store: FileStore;
  scanner: VirusScanner;
  log: FastifyBaseLogger;
  now: () => Date;
};

/** What the multipart form carried: the purpose field and the file (cut at the limit when `truncated`). */
export type Upload = { purpose: string | undefined; name: string; bytes: Buffer; truncated: boolean };

/** Uploads one user may send an hour (reports, proofs, pictures): enough for people, not for a script. */
const UPLOADS_PER_HOUR = { bucket: "file-upload", max: 60, windowMs: 3_600_000 };
const MB = 1024 * 1024;

export const isPurpose = (value: string | undefined): value is FilePurpose =>
  value !== undefined && (FILE_PURPOSE_NAMES as string[]).includes(value);

/** A name safe to show and to put in a header: letters, digits and a few marks, at most 200. */
export const safeFileName = (name: string) => name.replace(/[^\p{L}\p{N} ._()-]/gu, "_").slice(0, 200) || "file";

/**
 * The checks of an upload, before anything is stored: the purpose, the size (413), the type sniffed
 * from the bytes against the purpose's allow-list (415). Answers the sniffed type.
 */
export function checkUpload(purpose: string | undefined, bytes: Uint8Array, truncated: boolean): SniffedType {
  if (!isPurpose(purpose)) throw ruleBroken("filePurposeInvalid", { purposes: FILE_PURPOSE_NAMES.join(", ") });
  const rule = FILE_PURPOSES[purpose];
  if (bytes.length === 0) throw ruleBroken("fileMissing");
  if (truncated || bytes.length > rule.maxBytes)
    throw new AppError(413, "fileTooLarge", { values: { size: rule.maxBytes / MB } });
  const type = sniffContentType(bytes);
  if (!type || !(rule.types as readonly SniffedType[]).includes(type))
    throw new AppError(415, "fileTypeRefused", {
      values: { types: rule.types.map((accepted) => TYPE_LABELS[accepted]).join(", ") },
    });
  return type;
}

/** Checks, scans and stores one upload of the user; answers what the client keeps of it. */
export async function saveUpload(deps: FilesDeps, userId: string, upload: Upload): Promise<UploadedFile> {
  const contentType = checkUpload(upload.purpose, upload.bytes, upload.truncated);
  const purpose = upload.purpose as FilePurpose;
  await consume(deps.db, UPLOADS_PER_HOUR, userId, deps.now());
  const name = safeFileName(upload.name);
  const verdict = await deps.scanner.scan(upload.bytes, { name, contentType });
  if (!verdict.clean) {
    deps.log.warn({ userId, scanner: deps.scanner.name, threat: verdict.threat }, "upload refused by the virus scan");
    throw new AppError(422, "fileInfected");
  }
  const id = randomBytes(16).toString("base64url");
  await deps.store.put(id, upload.bytes);
  try {
    await repo.insertFile(deps.db, {
      id,
      userId,
      purpose,
      name,
      contentType,
      size: upload.bytes.length,
      at: deps.now(),
    });
  } catch (error) {
    await deps.store.remove(id);
    throw error;
  }
  return { id, name, contentType, size: upload.bytes.length, purpose };
}

/** Deletes one of the user's files; one sent with a report stays (it is the report's now). */
export async function deleteUpload(deps: FilesDeps, userId: string, id: string): Promise<void> {
  const row = await repo.findOwnFile(deps.db, id, userId);
  if (!row) throw new AppError(404, "fileNotFound");
  if (row.attached_to) throw ruleBroken("fileInUse");
  await repo.deleteFileRow(deps.db, id);
  await deps.store.remove(id);
}

/**
 * Hands an uploaded file to what it is sent with (`target`, e.g. `report:12`): it must be the user's,
 * uploaded for `purpose`, and not sent with something else yet. Run it in the caller's transaction.
 */
export async function attachUpload(
  db: Kysely<DB>,
  input: { id: string; userId: string; purpose: FilePurpose; target: string },
) {
  const row = await repo.attachFileRow(db, input);
  if (!row) throw new AppError(404, "fileNotFound");
  return { id: row.id, name: row.name, contentType: row.content_type, size: row.size };
}
