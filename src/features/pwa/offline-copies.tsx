import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { OfflineIcon } from "../../components/ui/icons.ts";
import { formatDateTime } from "../../lib/format-date.ts";

type Reporter = (key: string, cachedAt: number | null) => void;
const OfflineContext = createContext<Reporter>(() => undefined);

/** Collects which parts of a page are offline copies, to say so once, with the oldest date. */
export function OfflineCopies({ children }: { children: (oldest: number | null) => ReactNode }) {
  const [copies, setCopies] = useState<Record<string, number>>({});
  const report = useCallback<Reporter>((key, cachedAt) => {
    setCopies((current) => {
      if (cachedAt === null ? !(key in current) : current[key] === cachedAt) return current;
      const next = { ...current };
      if (cachedAt === null) delete next[key];
      else next[key] = cachedAt;
      return next;
    });
  }, []);
  const dates = Object.values(copies);
  const oldest = dates.length ? Math.min(...dates) : null;
  return <OfflineContext.Provider value={report}>{children(oldest)}</OfflineContext.Provider>;
}

/** Tells the page that a response on screen is (or is no longer) an offline copy (a no-op outside OfflineCopies). */
export function useReportOffline(key: string, cachedAt: number | null): void {
  const report = useContext(OfflineContext);
  useEffect(() => {
    report(key, cachedAt);
    return () => report(key, null);
  }, [report, key, cachedAt]);
}

/** Says that what the page shows is a copy from `since`: a company's profile, or a page's figures. */
export function OfflineCopyBanner({ since, subject }: { since: number; subject: "profile" | "figures" }) {
  const { i18n } = useLingui();
  const date = useMemo(() => formatDateTime(since, i18n.locale), [since, i18n.locale]);
  return (
    <div
      role="status"
      data-testid="offline-copy"
      className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <OfflineIcon className="size-4 shrink-0" />
      <span>
        {subject === "profile" ? (
          <Trans>Offline copy from {date}. You are seeing the profile as it was when you last opened it.</Trans>
        ) : (
          <Trans>Offline copy from {date}. You are seeing these figures as they were when you last opened them.</Trans>
        )}
      </span>
    </div>
  );
}
