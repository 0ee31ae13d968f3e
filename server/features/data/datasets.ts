import type { DatasetLoader } from "./data.loader.ts";

/** Every bundled data set, in load order (reference data first, demo data last). */
export const DATASETS: readonly DatasetLoader[] = [];
