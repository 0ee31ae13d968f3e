import { useCallback, useEffect, useEffectEvent, useState } from "react";

export type AccountData<T> = {
  data: T | undefined;
  /** The failure's message, when the last load failed. */
  error: string | null;
  reload: () => void;
};

type Outcome<T> = { attempt: number; data?: T; error?: string };

/** Loads one account answer when the page opens, again on `reload`; the previous answer stays shown meanwhile. */
export function useAccountData<T>(load: () => Promise<T>): AccountData<T> {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const run = useEffectEvent(load);

  useEffect(() => {
    let cancelled = false;
    run().then(
      (data) => !cancelled && setOutcome({ attempt, data }),
      (error: unknown) =>
        !cancelled && setOutcome({ attempt, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: outcome?.data, error: outcome?.error ?? null, reload };
}
