/** What other features read of the demo generator: its word lists of names per language (the screening evaluation's ordinary person names). */
export { PACKS } from "./generator/names/index.ts";
