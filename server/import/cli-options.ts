/** The options every `import` format takes (node:util parseArgs). */
export const IMPORT_OPTIONS = {
  format: { type: "string" },
  dir: { type: "string" },
  file: { type: "string" },
  version: { type: "string" },
  report: { type: "string" },
  "chunk-size": { type: "string" },
  force: { type: "boolean", default: false },
  help: { type: "boolean", default: false },
} as const;
