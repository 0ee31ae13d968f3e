import Dexie, { type EntityTable } from "dexie";

/** A country as the API's country list gives it, cached for offline use. */
export type CachedCountry = {
  countryCode: string;
  id: number;
  nameEn: string;
  name: string;
  continent: string;
  companyNum: number;
  companyNumStr: string;
  urlBanner: string;
  label: string;
  dowjonesCountrycode: string;
};

export type CachedContinent = { enName: string; name: string; countryNumStr: string; position: number };

/** A queued write waiting for the network; replayed in order with its idempotency key. */
export type OutboxEntry = {
  id?: number;
  idempotencyKey: string;
  method: "GET" | "POST" | "DELETE";
  path: string;
  body: Record<string, unknown> | null;
  createdAt: number;
  attempts: number;
  lastError: string | null;
};

export type MetaEntry = { key: string; value: unknown; updatedAt: number };

/**
 * The app's IndexedDB. One module constructs Dexie; schema changes add a version, never edit one.
 * Version 1: reference data cache (countries, continents), the outbox, and small key/value meta.
 */
class AppDatabase extends Dexie {
  countries!: EntityTable<CachedCountry, "countryCode">;
  continents!: EntityTable<CachedContinent, "enName">;
  outbox!: EntityTable<OutboxEntry, "id">;
  meta!: EntityTable<MetaEntry, "key">;

  constructor() {
    super("csi");
    this.version(1).stores({
      countries: "countryCode, continent, nameEn",
      continents: "enName, position",
      outbox: "++id, &idempotencyKey, createdAt",
      meta: "key",
    });
  }
}

export const db = new AppDatabase();

/** Writes waiting in the outbox; the update prompt never reloads while this is above zero. */
export function pendingOutboxCount(): Promise<number> {
  return db.outbox.count();
}
