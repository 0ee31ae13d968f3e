import { useCallback, useEffect, useState } from "react";

/** What a page loaded from the API is showing: loading, the data, or the failure's message. */
export type Remote<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "error"; error: unknown };

/**
 * Loads `load()` when `key` changes (and on `reload()`); a late answer for an older key is dropped.
 * `load` must only change with `key`.
 */
export function useRemote<T>(load: () => Promise<T>, key: string): [Remote<T>, () => void] {
  const [state, setState] = useState<Remote<T> & { key: string }>({ status: "loading", key });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ status: "ready", data, key }),
      (error: unknown) => current && setState({ status: "error", error, key }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` follows `key`
  }, [key, round]);
  // A new key shows "loading" at once rather than the previous key's data; a reload keeps the old data.
  return [state.key === key ? state : { status: "loading" }, reload];
}
