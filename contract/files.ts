import { Type, type Static } from "typebox";

/**
 * The upload service (docs/decisions/0032-files-and-help.md): what each purpose accepts, by the
 * type sniffed from the file's bytes (never its name or the browser's claim), and how large.
 */
export const SNIFFED_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "application/pdf"] as const;
export type SniffedType = (typeof SNIFFED_TYPES)[number];

const IMAGES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const satisfies readonly SniffedType[];
const MB = 1024 * 1024;

export const FILE_PURPOSES = {
  /** A screenshot or document attached to a problem report. */
  report: { types: [...IMAGES, "application/pdf"], maxBytes: 5 * MB },
  /** A proof sent with a company data contribution (registry extract, letter). */
  proof: { types: [...IMAGES, "application/pdf"], maxBytes: 5 * MB },
  /** The receipt of a bank transfer (POST /billingAndPayment/upload). */
  transfer: { types: [...IMAGES, "application/pdf"], maxBytes: 5 * MB },
  /** A picture shown in the product (a product photo). */
  image: { types: IMAGES, maxBytes: 2 * MB },
} as const satisfies Record<string, { types: readonly SniffedType[]; maxBytes: number }>;
export type FilePurpose = keyof typeof FILE_PURPOSES;
export const FILE_PURPOSE_NAMES = Object.keys(FILE_PURPOSES) as FilePurpose[];
/** The largest file any purpose accepts (the multipart limit). */
export const FILE_MAX_BYTES = Math.max(...Object.values(FILE_PURPOSES).map((purpose) => purpose.maxBytes));

/** Short names of the types for messages ("PNG, JPEG, PDF"). */
export const TYPE_LABELS: Record<SniffedType, string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/gif": "GIF",
  "image/webp": "WebP",
  "application/pdf": "PDF",
};

/** The multipart fields of POST /file/ossfile/upload: `purpose` first, then `file`. */
export const FILE_PARTS = { purpose: "purpose", file: "file" } as const;

export const UploadedFile = Type.Object({
  id: Type.String({ description: "the file's id: attach it to a report or contribution, or delete it" }),
  name: Type.String(),
  contentType: Type.String({ description: "sniffed from the bytes" }),
  size: Type.Integer(),
  purpose: Type.String(),
});
export type UploadedFile = Static<typeof UploadedFile>;

export const FileIdQuery = Type.Object({ id: Type.String({ pattern: "^[A-Za-z0-9_-]{22}$" }) });
export type FileIdQuery = Static<typeof FileIdQuery>;
