import { useCallback, useMemo, useState } from "react";
import type { CompanyRow } from "../../../../contract/company-search.ts";
import { MAX_SELECTION } from "../../../../contract/company-search-actions.ts";

/**
 * The chosen companies, kept across pages (up to MAX_SELECTION) with their rows, so that compare,
 * download, share and report act on what the user ticked, wherever it was.
 */
export function useSelection() {
  const [selected, setSelected] = useState<Map<string, CompanyRow>>(() => new Map());

  const toggle = useCallback((row: CompanyRow) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.aaaId)) next.delete(row.aaaId);
      else if (next.size < MAX_SELECTION) next.set(row.aaaId, row);
      return next;
    });
  }, []);

  const setPage = useCallback((rows: readonly CompanyRow[], isChecked: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (!isChecked) next.delete(row.aaaId);
        else if (next.size < MAX_SELECTION) next.set(row.aaaId, row);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Map()), []);

  return useMemo(
    () => ({
      rows: [...selected.values()],
      ids: [...selected.keys()],
      size: selected.size,
      has: (aaaId: string) => selected.has(aaaId),
      toggle,
      setPage,
      clear,
    }),
    [selected, toggle, setPage, clear],
  );
}

export type Selection = ReturnType<typeof useSelection>;
