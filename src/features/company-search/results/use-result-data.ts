import { useCallback, useEffect, useState } from "react";
import type {
  CompanyLabel,
  SearchCriteria,
  SearchFacets,
  SearchQuery,
  SearchResult,
} from "../../../../contract/company-search.ts";
import { useUserInfo } from "../../../lib/use-session.ts";
import { companyLabels, searchCompanies, searchFacets } from "../company-search.api.ts";
import { readLabels, readResultPage, readSavedFacets, saveLabels, saveResultPage } from "./saved-results.ts";

export type LoadState<T> = { status: "loading" | "ready" | "error"; data: T | undefined };

type Answer<T> = { key: string; isError: boolean; data: T | undefined };

/** A result page: live, or the copy saved when it was last seen online (`savedAt`). */
export type ResultPage = { page: SearchResult; savedAt: number | null };

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

/** The network's answer, else the saved copy (when there is one), else the network's error. */
async function networkThenSaved<T>(live: Promise<T>, saved: () => Promise<T | null | undefined>): Promise<T> {
  try {
    return await live;
  } catch (error) {
    const copy = await saved().catch(() => null);
    if (copy === null || copy === undefined) throw error;
    return copy;
  }
}

/**
 * The result page, its facets and the data labels, each fetched when its own inputs change. Pages
 * seen online are saved with their facets; offline (or when the server fails) the saved copy shows.
 */
export function useResultData(query: SearchQuery, locale: string) {
  const owner = useUserInfo()?.id ?? null;
  const { page: _page, pageSize: _pageSize, sort: _sort, order: _order, ...criteria } = query;
  const [result, retryResult] = useLoad<ResultPage>(`${owner}:${JSON.stringify(query)}`, (signal) =>
    networkThenSaved(
      searchCompanies(query, signal).then((page) => ({ page, savedAt: null })),
      async () => {
        const saved = await readResultPage(owner, query);
        return saved && { page: saved.result, savedAt: saved.savedAt };
      },
    ),
  );
  const [facets, retryFacets] = useLoad<SearchFacets>(`${owner}:${JSON.stringify(criteria)}`, (signal) =>
    networkThenSaved(searchFacets(criteria as SearchCriteria, signal), () => readSavedFacets(owner, query)),
  );
  const [labels] = useLoad<CompanyLabel[]>(`labels:${locale}`, (signal) =>
    networkThenSaved(
      companyLabels(signal).then((live) => {
        void saveLabels(locale, live).catch(() => undefined);
        return live;
      }),
      () => readLabels(locale),
    ),
  );
  useSaveLivePage(owner, query, result, facets);
  const retry = useCallback(() => {
    retryResult();
    retryFacets();
  }, [retryResult, retryFacets]);
  return { result, facets, labels, retry };
}

/** Saves a live page once its facets have come (or failed), so that it opens again offline. */
function useSaveLivePage(
  owner: string | null,
  query: SearchQuery,
  result: LoadState<ResultPage>,
  facets: LoadState<SearchFacets>,
) {
  const live = result.status === "ready" && result.data?.savedAt === null ? result.data.page : null;
  const facetsDone = facets.status !== "loading";
  const liveFacets = facets.status === "ready" ? (facets.data ?? null) : null;
  useEffect(() => {
    // The cache is a convenience: a browser without IndexedDB still shows the live answer.
    if (live && facetsDone) void saveResultPage(owner, query, live, liveFacets).catch(() => undefined);
    // The query is part of the page's answer: it changes only with `live`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, live, facetsDone, liveFacets]);
}
