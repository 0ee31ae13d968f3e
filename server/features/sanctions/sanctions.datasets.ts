import type { Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { dataPath, hashOf } from "../../lib/data-files.ts";
import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { bundledDataset } from "../reference/index.ts";
import type { ParsedList } from "./sanction-entry.ts";
import { importList } from "./import/list-import.ts";
import { readList } from "./import/list-reader.ts";

const SDN_DIR = dataPath("sanctions", "ofac-sdn-2024-05-03");
const SDN_2021_DIR = dataPath("sanctions", "ofac-sdn-2021-07");
const CONS_DIR = dataPath("sanctions", "ofac-cons-2025-12");
const DPL_DIR = dataPath("sanctions", "bis-dpl-2022-09");

/** Bumped when parsing or mapping changes, so the bundled lists reload. */
const REVISION = 1;

/**
 * The bundled SDN list of 2024-05-03 has no address or alias files; the consistent 2021-07 release
 * does. Its aliases and addresses are added to the 2024 entries that are the same designation
 * (same ent_num, name and type), each row marked with the 2021 source.
 */
export function withOlderParts(current: ParsedList, older: ParsedList): ParsedList {
  const olderById = new Map(older.entries.map((e) => [e.sourceId, e]));
  const source = `${older.listId}@${older.version}`;
  let supplemented = 0;
  for (const entry of current.entries) {
    const old = olderById.get(entry.sourceId);
    if (!old || old.primaryName !== entry.primaryName || old.entryType !== entry.entryType) continue;
    const strong = old.names.filter((n) => n.nameType !== "primary" && n.quality === "strong");
    entry.names.push(...strong.map((n) => ({ ...n, source })));
    if (entry.addresses.length === 0) entry.addresses.push(...old.addresses.map((a) => ({ ...a, source })));
    if (strong.length > 0 || old.addresses.length > 0) supplemented++;
  }
  return {
    ...current,
    contentHash: hashOf([current.contentHash, older.contentHash], 64),
    warnings: [...current.warnings, `${supplemented} entries got aliases and addresses from ${source}`],
    rejects: [...current.rejects, ...older.rejects],
  };
}

/** True when `a` is a later date-like version than `b` ("2025-12-03" > "2025-12" > "2024-05-03"). */
export function isLaterVersion(a: string | null | undefined, b: string): boolean {
  const dateLike = /^\d{4}-\d{2}/;
  return Boolean(a && dateLike.test(a) && dateLike.test(b) && a > b);
}

/** Loads a bundled list unless an operator has imported a later release of it. */
async function loadBundled(
  trx: Transaction<DB>,
  list: ParsedList,
  progress: (done: number, total: number) => void,
): Promise<number> {
  const current = await trx
    .selectFrom("sanction_lists")
    .select(["version", "entry_count"])
    .where("id", "=", list.listId)
    .executeTakeFirst();
  if (current && isLaterVersion(current.version, list.version)) return current.entry_count;
  const summary = await importList(trx, list, {
    transact: (work) => work(trx),
    chunkSize: 2000,
    onProgress: progress,
  });
  return summary.entriesInList;
}

function bundledList(
  name: string,
  release: string,
  files: () => string[],
  source: string,
  read: () => ParsedList,
): DatasetLoader {
  return bundledDataset({
    name,
    release,
    revision: REVISION,
    files,
    source,
    licence: "public domain (US government work)",
    load: (trx, _source, progress) => loadBundled(trx, read(), progress),
  });
}

const readBundledSdn = () =>
  withOlderParts(
    readList({ format: "ofac-sdn", dir: SDN_DIR, version: "2024-05-03" }),
    readList({ format: "ofac-sdn", dir: SDN_2021_DIR, version: "2021-07" }),
  );
const readBundledCons = () => readList({ format: "ofac-cons", dir: CONS_DIR, version: "2025-12" });
export const readBundledDpl = () => readList({ format: "bis-dpl", dir: DPL_DIR });

/** The bundled lists as parsed from their files, as the first start loads them (the screening evaluation reads them). */
export function readBundledLists(): ParsedList[] {
  return [readBundledSdn(), readBundledCons(), readBundledDpl()];
}

const ofacFiles = (dir: string, names: string[]) => names.map((n) => `${dir}/${n}.csv.gz`);

export const SANCTIONS_DATASETS: readonly DatasetLoader[] = [
  bundledList(
    "sanctions-ofac-sdn",
    "ofac-sdn@2024-05-03+2021-07",
    () => [...ofacFiles(SDN_DIR, ["sdn"]), ...ofacFiles(SDN_2021_DIR, ["sdn", "add", "alt", "sdn_comments"])],
    "OFAC SDN list 2024-05-03 (jackdwyer/specially-designated-nationals-list @ a5ec3c5); aliases and addresses from the 2021-07 release (moov-io/watchman @ d299005)",
    readBundledSdn,
  ),
  bundledList(
    "sanctions-ofac-cons",
    "ofac-cons@2025-12",
    () => ofacFiles(CONS_DIR, ["cons_prim", "cons_add", "cons_alt", "cons_comments"]),
    "OFAC consolidated non-SDN list 2025-12 (moov-io/watchman @ d299005)",
    readBundledCons,
  ),
  bundledList(
    "sanctions-bis-dpl",
    "bis-dpl@2022-09",
    () => [`${DPL_DIR}/dpl.txt.gz`],
    "BIS Denied Persons List 2022-09 (moov-io/watchman @ d299005)",
    readBundledDpl,
  ),
];
