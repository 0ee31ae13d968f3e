import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { useLingui } from "@lingui/react/macro";
import type { CompanyRef } from "../../../../contract/collections.ts";
import { KEYWORD_MODE, type CompanyLabel, type CompanyLabelKey } from "../../../../contract/company-search.ts";
import { emitAppEvent } from "../../../lib/app-events.ts";
import { isOnline } from "../../../lib/connectivity.ts";
import { useIsWide } from "../../../lib/use-media-query.ts";
import { useIsSignedIn } from "../../../lib/use-session.ts";
import { apiQueryOf, effectiveSort, hasActiveFilters, toggled, type ResultSearch } from "../search-params.ts";
import { CompareDialog } from "./compare-dialog.tsx";
import { EditColumnsDialog } from "./edit-columns-dialog.tsx";
import { FilterBar } from "./filter-bar.tsx";
import { Pagination } from "./pagination.tsx";
import { ReportErrorDialog } from "./report-error-dialog.tsx";
import { ResultCards } from "./result-cards.tsx";
import { ResultHeader } from "./result-header.tsx";
import { EmptyResult, ErrorResult, FuzzyNotice, SavedResultsNotice } from "./result-states.tsx";
import { ResultsTable, TableSkeleton } from "./results-table.tsx";
import { ResultsToolbar, type ToolbarDialog } from "./results-toolbar.tsx";
import { ShareDialog } from "./share-dialog.tsx";
import { useResultData } from "../queries.ts";
import { useSelection } from "./use-selection.ts";
import { useVisibleColumns } from "./use-visible-columns.ts";

export type CompanyResultsProps = {
  /** The list's URL state, validated by the route. */
  search: ResultSearch;
  /** The text of /index/search/list/{text}/company (used when the query has no searchname). */
  pathText?: string | undefined;
  /** Writes a new URL state (the route navigates). */
  onSearchChange: (next: ResultSearch) => void;
  /** Toolbar actions on the selected companies (the route mounts the collections feature's). */
  selectionActions?: (companies: readonly CompanyRef[]) => ReactNode;
};

/**
 * The company result list: header with the search form, filters with counts, the toolbar (select,
 * edit, compare, export, download, report error, share, sort, rows per page), the table (cards
 * on phones) and the pages. Everything the user changes goes into the URL.
 */
export function CompanyResults({ search, pathText, onSearchChange, selectionActions }: CompanyResultsProps) {
  const { i18n } = useLingui();
  const query = apiQueryOf(search, pathText);
  const text = query.searchname;
  const { result, facets, labels, retry } = useResultData(query, i18n.locale);
  const selection = useSelection();
  const [columns, setColumns] = useVisibleColumns();
  const [dialog, setDialog] = useState<ToolbarDialog | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const isWide = useIsWide();
  const isSignedIn = useIsSignedIn();
  const sort = effectiveSort(search, Boolean(text));
  const labelMap = useMemo(
    () => new Map<CompanyLabelKey, CompanyLabel>((labels.data ?? []).map((l) => [l.key, l])),
    [labels.data],
  );
  // A failed page shows no rows: the previous answer would stand under the new address.
  const answer = result.status === "error" ? undefined : result.data;
  const page = answer?.page;
  const savedAt = answer?.savedAt ?? null;
  const rows = page?.rows ?? [];
  const selected = useMemo(
    () =>
      selection.rows.map((row): CompanyRef => ({
        aaaId: row.aaaId,
        companyName: row.name,
        countryCode: row.countryCode,
      })),
    [selection.rows],
  );

  useScrollToTopOnNewPage(listTop, page?.page);

  const update = (patch: Partial<ResultSearch>, keepPage = false) =>
    onSearchChange({ ...search, ...patch, ...(keepPage ? {} : { page: 1 }) });
  const clearFilters = () => update({ country: undefined, industry: undefined, listed: undefined, years: undefined });
  const open = (next: ToolbarDialog) => {
    if ((next === "report" || next === "share") && !isSignedIn) emitAppEvent({ type: "login:open" });
    else setDialog(next);
  };
  const { page: _page, pageSize: _size, ...criteria } = query;

  return (
    <div className="min-h-full bg-slate-50">
      <ResultHeader
        text={text}
        keword={search.keword}
        countryCode={search.companyCountry}
        countryNameEn={search.companyCountryEn}
        total={page?.total}
        totalIsLowerBound={page?.totalExact === false}
        matchMode={page?.matchMode}
        onClearCountry={() => update({ companyCountry: undefined, companyCountryEn: undefined })}
      />
      <div
        ref={listTop}
        className="mx-auto flex max-w-[100rem] scroll-mt-2 flex-col gap-4 px-4 py-5 sm:px-6"
        data-testid="result-list"
        aria-busy={result.status === "loading"}
      >
        <FilterBar
          search={search}
          facets={facets.data}
          onToggle={(key, value) => update({ [key]: toggled(search, key, value) })}
          onClear={(key) => (key ? update({ [key]: undefined }) : clearFilters())}
        />
        <ResultsToolbar
          rows={rows}
          total={page?.total ?? 0}
          selection={selection}
          sort={sort}
          hasText={Boolean(text)}
          pageSize={search.pageSize}
          exportCriteria={criteria}
          columns={columns}
          onSort={(field, order) => update({ sort: field, order })}
          onPageSize={(pageSize) => update({ pageSize })}
          onOpen={open}
          selectionActions={selectionActions?.(selected)}
        />
        {savedAt !== null ? <SavedResultsNotice savedAt={savedAt} /> : null}
        {page?.matchMode === "fuzzy" && text && rows.length > 0 ? <FuzzyNotice text={text} /> : null}
        {result.status === "error" ? <ErrorResult isOffline={!isOnline()} onRetry={retry} /> : null}
        {result.status === "loading" && !page ? <TableSkeleton /> : null}
        {page && rows.length === 0 && result.status !== "loading" ? (
          <EmptyResult
            text={text}
            canUseKeyword={Boolean(text) && search.keword === KEYWORD_MODE.firstWord}
            hasFilters={hasActiveFilters(search)}
            onKeyword={() => update({ keword: KEYWORD_MODE.keyword })}
            onClearFilters={clearFilters}
          />
        ) : null}
        {rows.length > 0 ? (
          <>
            {isWide ? (
              <ResultsTable
                rows={rows}
                columns={columns}
                labels={labelMap}
                selection={selection}
                sort={sort}
                onSort={(field, order) => update({ sort: field, order })}
                isStale={result.status === "loading"}
              />
            ) : (
              <ResultCards rows={rows} selection={selection} isStale={result.status === "loading"} />
            )}
            <Pagination
              page={search.page}
              pageSize={search.pageSize}
              total={page?.total ?? 0}
              totalIsLowerBound={page?.totalExact === false}
              onPage={(next) => update({ page: next }, true)}
            />
          </>
        ) : null}
      </div>
      <EditColumnsDialog
        open={dialog === "columns"}
        onClose={() => setDialog(null)}
        labels={labels.data ?? []}
        columns={columns}
        onSave={setColumns}
      />
      <CompareDialog open={dialog === "compare"} onClose={() => setDialog(null)} aaaIds={selection.ids} />
      <ReportErrorDialog
        open={dialog === "report"}
        onClose={() => setDialog(null)}
        aaaIds={selection.ids}
        names={selection.rows.map((row) => row.name)}
      />
      <ShareDialog
        open={dialog === "share"}
        onClose={() => setDialog(null)}
        companies={selection.size ? selection.rows : rows}
        link={location.pathname + location.search}
      />
    </div>
  );
}

/**
 * The pages are under the rows: when another page of the list has arrived, it is shown from its
 * top (whichever element scrolls), not from where the previous page was left.
 */
function useScrollToTopOnNewPage(top: RefObject<HTMLElement | null>, answeredPage: number | undefined) {
  const shown = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (answeredPage === undefined) return;
    if (shown.current !== undefined && shown.current !== answeredPage) top.current?.scrollIntoView({ block: "start" });
    shown.current = answeredPage;
  }, [top, answeredPage]);
}
