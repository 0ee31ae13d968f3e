import { useCallback, useEffect, useState } from "react";
import type {
  CompanyLabel,
  SearchCriteria,
  SearchFacets,
  SearchQuery,
  SearchResult,
} from "../../../../contract/company-search.ts";
import { companyLabels, searchCompanies, searchFacets } from "../company-search.api.ts";

export type LoadState<T> = { status: "loading" | "ready" | "error"; data: T | undefined };

type Answer<T> = { key: string; isError: boolean; data: T | undefined };

/**
 * Runs `load` whenever `key` changes, dropping answers to questions no longer asked. While a new
 * answer is on its way the previous data stays (status "loading"), so the page does not flash.
 */
function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): [LoadState<T>, () => void] {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const asked = `${key}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ key: asked, isError: false, data });
      },
      () => {
        if (!controller.signal.aborted) setAnswer((current) => ({ key: asked, isError: true, data: current?.data }));
      },
    );
    return () => controller.abort();
    // `load` is rebuilt on every render; the key says when the question changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const status = answer?.key !== asked ? "loading" : answer.isError ? "error" : "ready";
  return [{ status, data: answer?.data }, retry];
}

/** The result page, its facets and the data labels, each fetched when its own inputs change. */
export function useResultData(query: SearchQuery, locale: string) {
  const { page: _page, pageSize: _pageSize, sort: _sort, order: _order, ...criteria } = query;
  const [result, retryResult] = useLoad<SearchResult>(JSON.stringify(query), (signal) =>
    searchCompanies(query, signal),
  );
  const [facets, retryFacets] = useLoad<SearchFacets>(JSON.stringify(criteria), (signal) =>
    searchFacets(criteria as SearchCriteria, signal),
  );
  const [labels] = useLoad<CompanyLabel[]>(`labels:${locale}`, (signal) => companyLabels(signal));
  const retry = useCallback(() => {
    retryResult();
    retryFacets();
  }, [retryResult, retryFacets]);
  return { result, facets, labels, retry };
}
