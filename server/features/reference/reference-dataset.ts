import type { Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { fileVersion } from "../../lib/data-files.ts";

type Spec = {
  name: string;
  /** Human label of the release, first part of the version (e.g. `hs2022@905e5a0`). */
  release: string;
  /** Bumped when the loader's mapping changes, so the data set reloads. */
  revision: number;
  files: () => readonly string[];
  source: string;
  licence: string;
  /** Writes the rows; `source` is `<name>@<version>`, stored on every row. */
  load: (trx: Transaction<DB>, source: string, progress: (done: number, total: number) => void) => Promise<number>;
};

/**
 * A bundled data set whose version is derived from its files' content: replacing a file under
 * `data/` (an operator bringing a newer release of the same format) reloads it at the next start.
 */
export function bundledDataset(spec: Spec): DatasetLoader {
  const version = fileVersion(spec.release, spec.revision, spec.files);
  return {
    name: spec.name,
    get version() {
      return version();
    },
    source: spec.source,
    licence: spec.licence,
    load: (trx, progress) => spec.load(trx, `${spec.name}@${version()}`, progress),
  };
}
