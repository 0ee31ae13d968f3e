import { useEffect, useState } from "react";
import type { db } from "./db.ts";

export type OfflineDb = typeof db;

/** The app's IndexedDB, its code (Dexie) downloaded on first use rather than with the first page. */
export function loadOfflineDb(): Promise<OfflineDb> {
  return import("./db.ts").then((module) => module.db);
}

/**
 * A live query on the offline database, like dexie-react-hooks' `useLiveQuery`, for components of
 * the first page: Dexie loads after they render. `query` runs once the database is loaded and again
 * whenever the tables it read change; `null` runs nothing. The value is `initial` until the first
 * result, and stays `initial` if IndexedDB cannot be read.
 */
export function useOfflineQuery<T>(
  query: ((database: OfflineDb) => Promise<T>) | null,
  deps: readonly unknown[],
  initial: T,
): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    if (!query) return;
    let isCurrent = true;
    let unsubscribe = () => {};
    void Promise.all([loadOfflineDb(), import("dexie")]).then(
      ([database, { liveQuery }]) => {
        if (!isCurrent) return;
        const subscription = liveQuery(() => query(database)).subscribe({
          next: (next) => setValue(() => next),
          error: (error: unknown) => console.error("offline query failed", error),
        });
        unsubscribe = () => subscription.unsubscribe();
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
      unsubscribe();
    };
    // The caller's deps say when the query changes, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}
