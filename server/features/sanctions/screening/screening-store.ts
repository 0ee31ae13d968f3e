import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema.ts";
import { toScreeningEntry } from "./entry-mapping.ts";
import { ScreeningEngine } from "./screening-engine.ts";
import { listsFingerprint, listVersions, readAllEntries, type ListVersion } from "./screening.repo.ts";

/** The engine over the lists as they are in the database, with the lists' versions it was built from. */
export type Screening = { engine: ScreeningEngine; lists: ListVersion[]; builtAt: Date; fingerprint: string };

export type ScreeningStore = {
  /** The current engine; rebuilt first when the lists changed since the last look. */
  current: () => Promise<Screening>;
  /** The engine of the lists as they are now, looked at without waiting for the next check (the re-screening job). */
  latest: () => Promise<Screening>;
};

/** How often the lists' versions are looked at (one small query): an import shows within this time. */
const CHECK_EVERY_MS = 2000;

async function build(db: Kysely<DB>, now: () => Date, fingerprint: string): Promise<Screening> {
  const [rows, lists] = await Promise.all([readAllEntries(db), listVersions(db)]);
  const engine = new ScreeningEngine(rows.map((row) => toScreeningEntry(row.listId, row.entry)));
  return { engine, lists, builtAt: now(), fingerprint };
}

/**
 * Holds the screening engine of this server: built on first use from every list entry in the
 * database, and rebuilt (no restart) when the lists' fingerprint changes, i.e. when an import
 * (`npm run import`, on PostgreSQL while the server runs) added or changed a list version.
 * Requests meanwhile wait for the one rebuild under way.
 */
export function createScreeningStore(db: Kysely<DB>, now: () => Date = () => new Date()): ScreeningStore {
  let screening: { fingerprint: string; value: Screening } | null = null;
  let checkedAt = -Infinity;
  let pending: Promise<Screening> | null = null;

  async function refresh(): Promise<Screening> {
    const fingerprint = await listsFingerprint(db);
    if (screening && screening.fingerprint === fingerprint) return screening.value;
    const value = await build(db, now, fingerprint);
    screening = { fingerprint, value };
    return value;
  }

  async function look(): Promise<Screening> {
    const time = now().getTime();
    pending ??= refresh().finally(() => {
      pending = null;
    });
    const value = await pending;
    checkedAt = time;
    return value;
  }

  return {
    current: async () => {
      if (screening && now().getTime() - checkedAt < CHECK_EVERY_MS) return screening.value;
      return look();
    },
    latest: look,
  };
}

const shared = new WeakMap<Kysely<DB>, ScreeningStore>();

/** The one store of a database, shared by the features that screen (the sanctions pages, trade): one engine in memory. */
export function screeningStoreOf(db: Kysely<DB>, now?: () => Date): ScreeningStore {
  let store = shared.get(db);
  if (!store) {
    store = createScreeningStore(db, now);
    shared.set(db, store);
  }
  return store;
}
