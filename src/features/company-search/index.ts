/** What other features use of the company search: the names of the ISIC sections (industry filter). */
export { ISIC_SECTION_LABELS } from "./search-labels.ts";
