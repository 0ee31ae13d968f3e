import { useEffect, useState } from "react";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "../../../contract/constants.ts";
import type { CompanySuggestion, KeywordMode } from "../../../contract/company-search.ts";
import { suggestCompanies } from "./company-search.api.ts";

type Suggestions = { text: string; rows: CompanySuggestion[] };

/**
 * The autocomplete: asks 300 ms after the last keystroke, cancels a request the user typed past,
 * and answers nothing for empty text or a failed call (spec sections 5 and 8).
 */
export function useSuggestions(
  text: string,
  criteria: { companyCountry?: string | undefined; keword: KeywordMode },
  isEnabled: boolean,
): CompanySuggestion[] {
  const [result, setResult] = useState<Suggestions>({ text: "", rows: [] });
  const query = text.trim();
  const { companyCountry, keword } = criteria;

  useEffect(() => {
    if (!isEnabled || query === "") return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void suggestCompanies(query, { keword, ...(companyCountry ? { companyCountry } : {}) }, controller.signal).then(
        (rows) => {
          if (!controller.signal.aborted) setResult({ text: query, rows });
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, companyCountry, keword, isEnabled]);

  // Rows of an older text are never shown for the current one.
  return isEnabled && query !== "" && result.text === query ? result.rows : [];
}
