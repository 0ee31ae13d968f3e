import { sniffContentType } from "../../lib/content-type.ts";

export type ImageType = "image/jpeg" | "image/png" | "image/gif" | "image/webp";

/** The image type by its magic bytes (never by file name or declared type), or null. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const type = sniffContentType(bytes);
  return type && type !== "application/pdf" ? type : null;
}
