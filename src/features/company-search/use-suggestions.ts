import { useEffect, useState } from "react";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "../../../contract/constants.ts";
import type { CompanySuggestion, KeywordMode } from "../../../contract/company-search.ts";
import { suggestCompanies } from "./company-search.api.ts";

/** What the autocomplete has for the current text: rows, or no rows because the device is offline. */
export type SuggestionState = { rows: CompanySuggestion[]; isOffline: boolean };

type Answer = SuggestionState & { text: string };

const NOTHING: SuggestionState = { rows: [], isOffline: false };

/**
 * The autocomplete: asks 300 ms after the last keystroke, cancels a request the user typed past,
 * and answers nothing for empty text or a failed call (spec sections 5 and 8); a call that failed
 * because the device is offline says so.
 */
export function useSuggestions(
  text: string,
  criteria: { companyCountry?: string | undefined; keword: KeywordMode },
  isEnabled: boolean,
): SuggestionState {
  const [answer, setAnswer] = useState<Answer>({ text: "", ...NOTHING });
  const query = text.trim();
  const { companyCountry, keword } = criteria;

  useEffect(() => {
    if (!isEnabled || query === "") return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestCompanies(query, { keword, ...(companyCountry ? { companyCountry } : {}) }, controller.signal).then(
        (rows) => {
          if (!controller.signal.aborted) setAnswer({ text: query, rows, isOffline: false });
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ text: query, rows: [], isOffline: !navigator.onLine });
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, companyCountry, keword, isEnabled]);

  // An answer for an older text is never shown for the current one.
  return isEnabled && query !== "" && answer.text === query ? answer : NOTHING;
}
