import { useCallback, useState } from "react";
import type { CompanyLabelKey } from "../../../../contract/company-search.ts";
import { loadVisibleColumns, saveVisibleColumns } from "../visible-columns.ts";

/** The columns shown in the company list, saved in localStorage for the next visit. */
export function useVisibleColumns(): [CompanyLabelKey[], (columns: readonly CompanyLabelKey[]) => void] {
  const [columns, setColumns] = useState<CompanyLabelKey[]>(() => loadVisibleColumns(localStorage));
  const save = useCallback(
    (next: readonly CompanyLabelKey[]) => setColumns(saveVisibleColumns(localStorage, next)),
    [],
  );
  return [columns, save];
}
