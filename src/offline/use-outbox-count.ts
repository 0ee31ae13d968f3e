import { useEffect, useState } from "react";

/**
 * How many writes wait in the outbox, live, while `isWatching`; null otherwise. Dexie's code is
 * downloaded only when watching starts (the update prompt is on the first page).
 */
export function useOutboxCount(isWatching: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!isWatching) return;
    let isCurrent = true;
    let unsubscribe = () => {};
    void Promise.all([import("./db.ts"), import("dexie")]).then(
      ([{ db }, { liveQuery }]) => {
        if (!isCurrent) return;
        const subscription = liveQuery(() => db.outbox.count()).subscribe({
          next: setCount,
          error: (error: unknown) => console.error("outbox count failed", error),
        });
        unsubscribe = () => subscription.unsubscribe();
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, [isWatching]);
  return isWatching ? count : null;
}
