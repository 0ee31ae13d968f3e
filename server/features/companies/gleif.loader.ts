import { sql } from "kysely";
import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { dataPath, fileVersion } from "../../lib/data-files.ts";
import { readTsvObjects } from "../../lib/tsv.ts";
import { insertObjects } from "../../db/table-columns.ts";
import { COMPANY_TABLE_COLUMNS as C } from "./companies.columns.ts";

export const GLEIF_FILES = {
  relationships: dataPath("companies", "gleif-rr.tsv.gz"),
  leiBic: dataPath("companies", "gleif-lei-bic.tsv.gz"),
};
export const GLEIF_SOURCES = { relationships: "gleif-rr-20260123", leiBic: "gleif-lei-bic-20260130" } as const;

const version = fileVersion("gleif-20260130", 1, () => [GLEIF_FILES.relationships, GLEIF_FILES.leiBic]);

/** GLEIF relationship records (direct and ultimate parents) and the LEI-to-BIC mapping. */
export const gleifDataset: DatasetLoader = {
  name: "gleif",
  get version() {
    return version();
  },
  source: "GLEIF golden copy: relationship records (subset, 2026-01-23) and LEI-BIC mapping (2026-01-30)",
  licence: "CC0 1.0 (GLEIF)",
  load: async (trx, progress) => {
    const relationships = readTsvObjects(GLEIF_FILES.relationships).map((row) => ({
      ...row,
      source: GLEIF_SOURCES.relationships,
    }));
    const pairs = readTsvObjects(GLEIF_FILES.leiBic).map((row) => ({ ...row, source: GLEIF_SOURCES.leiBic }));
    await sql`DELETE FROM lei_relationships WHERE source = ${GLEIF_SOURCES.relationships}`.execute(trx);
    await sql`DELETE FROM lei_bic WHERE source = ${GLEIF_SOURCES.leiBic}`.execute(trx);
    const total = relationships.length + pairs.length;
    // A relationship an operator imported (`npm run import -- --format gleif-rr-…`) is newer than this subset: kept.
    const written = await insertObjects(trx, "lei_relationships", C.lei_relationships, relationships, {
      keepExisting: true,
    });
    progress(written, total);
    return (
      written +
      (await insertObjects(trx, "lei_bic", C.lei_bic, pairs, { onBatch: (done) => progress(written + done, total) }))
    );
  },
};
