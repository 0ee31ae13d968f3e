import { memo, useDeferredValue, useId, useMemo, useState, type ReactNode } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { DemoLabel, Panel, QueryView, ScrollRegion } from "../trade-product/index.ts";
import { useShipmentGroups } from "./shipment-groups.client.ts";
import type { GroupBy, GroupSort, Grouped } from "./shipment-groups.ts";
import { formatCount } from "./figures.ts";
import type { YearFlow } from "./trade-company.api.ts";

const GROUPS_SHOWN = 100;
const classNameSelect =
  "rounded-md border-0 bg-white py-1.5 pr-8 pl-2.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500";
/** One grid template for the head and every row, so that the columns line up without a table's layout. */
const classNameRow =
  "grid grid-cols-[minmax(11rem,3fr)_repeat(4,minmax(5rem,1fr))_repeat(2,minmax(6.5rem,1fr))] items-center";
const classNameHead = "py-2 pr-3 text-right font-medium";
const classNameCell = "py-2 pr-3 text-right tabular-nums";

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: ReactNode;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <span className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-600">
        {label}
      </label>
      <select
        id={id}
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={classNameSelect}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * The slice's shipment records grouped by partner, product, country or month, sorted and filtered by
 * words: the whole set is fetched once and regrouped in a web worker, so the page stays responsive
 * with hundreds of thousands of records.
 */
export function ShipmentGroupsPanel({ slice }: { slice: YearFlow }) {
  const { t, i18n } = useLingui();
  const [by, setBy] = useState<GroupBy>("partner");
  const [sort, setSort] = useState<GroupSort>("records");
  const [descending, setDescending] = useState(true);
  const [filter, setFilter] = useState("");
  const filterId = useId();
  const noneLabel = {
    partner: t`No partner named`,
    product: t`No HS code`,
    country: t`No country`,
    month: t`No date`,
  }[by];
  const request = { by, sort, descending, filter, locale: i18n.locale, limit: GROUPS_SHOWN, noneLabel };
  const query = useShipmentGroups(slice, request);
  const key = `${by}:${sort}:${descending ? "desc" : "asc"}:${filter}`;
  const answer = useMemo(
    () => (query.data ? { data: query.data, key: query.isPlaceholderData ? "" : key } : undefined),
    [query.data, query.isPlaceholderData, key],
  );
  // The new groups render as a deferred (interruptible) update, in slices of a few milliseconds, so
  // the controls stay responsive and no main-thread task runs long; the controls update at once.
  const view = useDeferredValue(answer);
  // What the table shows (empty while a regrouping runs): the sign the end-to-end test waits for.
  const shown = view?.key ?? "";
  return (
    <Panel title={<Trans>Records grouped</Trans>} testId="company-shipment-groups">
      <div className="space-y-3" data-shown={shown} aria-busy={query.isFetching}>
        <div className="flex flex-wrap items-center gap-3">
          <Choice
            label={<Trans>Group by</Trans>}
            value={by}
            onChange={setBy}
            testId="groups-by"
            options={[
              { value: "partner", label: t`Partner` },
              { value: "product", label: t`Product (HS code)` },
              { value: "country", label: t`Country` },
              { value: "month", label: t`Month` },
            ]}
          />
          <Choice
            label={<Trans>Sort by</Trans>}
            value={sort}
            onChange={setSort}
            testId="groups-sort"
            options={[
              { value: "records", label: t`Records` },
              { value: "value", label: t`Value` },
              { value: "name", label: by === "month" ? t`Date` : t`Name` },
            ]}
          />
          <Choice
            label={<Trans context="sort direction">Order</Trans>}
            value={descending ? "desc" : "asc"}
            onChange={(value) => setDescending(value === "desc")}
            testId="groups-order"
            options={[
              { value: "desc", label: t`Descending` },
              { value: "asc", label: t`Ascending` },
            ]}
          />
          <span className="flex min-w-48 flex-1 items-center gap-2 text-sm">
            <label htmlFor={filterId} className="text-slate-600">
              <Trans>Filter</Trans>
            </label>
            <input
              id={filterId}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder={t`Partner, HS code, country or month`}
              data-testid="groups-filter"
              className="w-full rounded-md border-0 bg-white py-1.5 px-2.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
            />
          </span>
        </div>
        <QueryView query={query}>{(data) => <GroupRows data={view?.data ?? data} />}</QueryView>
      </div>
    </Panel>
  );
}

/** Memoised: an urgent render with the deferred (previous) groups skips it. */
const GroupRows = memo(function GroupRows({ data }: { data: Grouped }) {
  const { t, i18n } = useLingui();
  const matched = formatCount(data.matched, i18n.locale);
  const records = formatCount(data.records, i18n.locale);
  const total = formatCount(data.total, i18n.locale);
  const listed = formatCount(data.rows.length, i18n.locale);
  // One slot per row the table can show, keyed by position.
  const slots = Array.from({ length: GROUPS_SHOWN }, (_, position) => data.rows[position]);
  return (
    <>
      <p className="text-sm text-slate-600" data-testid="groups-summary" aria-live="polite">
        <Trans>
          {matched} of {records} records
        </Trans>
        {" · "}
        <Plural value={data.groups} one="# group" other="# groups" />
        {data.groups > data.rows.length ? (
          <>
            {" · "}
            <Trans>the first {listed} shown</Trans>
          </>
        ) : null}
        {data.truncated ? (
          <>
            {" · "}
            <Trans>
              the newest {records} of {total} records are grouped
            </Trans>
          </>
        ) : null}
      </p>
      <div hidden={data.rows.length === 0}>
        <ScrollRegion label={t`Records grouped`}>
          {/* A table of rows laid out on one grid template each, not an HTML table: a row off screen is
              neither laid out nor painted (content-visibility), so showing 100 new groups costs the rows in
              view; and its 100 rows stay in the page (those without a group hidden), so that a regrouping
              rewrites text instead of creating rows. No frame runs long. */}
          <div role="table" aria-label={t`Records grouped`} className="min-w-[46rem] text-sm">
            <div role="rowgroup" className="text-xs text-slate-500">
              <div role="row" className={classNameRow}>
                <span role="columnheader" className="py-2 pr-3 font-medium">
                  <Trans>Group</Trans>
                </span>
                <span role="columnheader" className={classNameHead}>
                  <Trans>Records</Trans>
                </span>
                <span role="columnheader" className={classNameHead}>
                  <Trans context="portion of trade">Share</Trans>
                </span>
                <span role="columnheader" className={classNameHead}>
                  <Trans>Value (USD)</Trans>
                </span>
                <span role="columnheader" className={classNameHead}>
                  <Trans>Quantity</Trans>
                </span>
                <span role="columnheader" className="py-2 pr-3 font-medium">
                  <Trans>First record</Trans>
                </span>
                <span role="columnheader" className="py-2 font-medium">
                  <Trans>Latest record</Trans>
                </span>
              </div>
            </div>
            <div role="rowgroup">
              {slots.map((row, position) => (
                <div
                  key={position}
                  role="row"
                  hidden={!row}
                  data-testid={row ? "shipment-group" : undefined}
                  className={`${classNameRow} border-t border-slate-100 [contain-intrinsic-size:auto_2.25rem] [content-visibility:auto]`}
                >
                  <span role="cell" className="flex flex-wrap items-center gap-1.5 py-2 pr-3">
                    <span className={row?.key && /^[0-9]+$/.test(row.key) ? "font-mono text-xs" : ""}>
                      {row?.label}
                    </span>
                    {row?.isDemo ? <DemoLabel /> : null}
                  </span>
                  <span role="cell" className={classNameCell}>
                    {row?.text.records}
                  </span>
                  <span role="cell" className={classNameCell}>
                    {row?.text.share}
                  </span>
                  <span role="cell" className={classNameCell}>
                    {row?.text.value}
                  </span>
                  <span role="cell" className={classNameCell}>
                    {row?.text.quantity}
                  </span>
                  <span role="cell" className="py-2 pr-3 whitespace-nowrap tabular-nums">
                    {row?.firstDate}
                  </span>
                  <span role="cell" className="py-2 whitespace-nowrap tabular-nums">
                    {row?.lastDate}
                  </span>
                </div>
              ))}
            </div>
          </div>
        </ScrollRegion>
      </div>
      {data.rows.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>No record matches the filter.</Trans>
        </p>
      ) : null}
    </>
  );
});
