import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MarketCell, RatingGroup } from "../../../contract/market.ts";
import { CREDIT_RATINGS } from "../../../contract/credit.ts";
import { DemoBadge, SIZE_BAND_LABELS } from "../company-performance/index.ts";
import { countryName, formatNumber, Panel, QueryView, ScrollTable } from "../trade-product/index.ts";
import { cn } from "../../lib/cn.ts";

type WithCell = { cell: MarketCell | null };

/** A panel of one market call: loading, failure, no rating (no cell), or its content. */
export function MarketPanel<T extends WithCell>({
  title,
  query,
  testId,
  actions,
  children,
}: {
  title: ReactNode;
  query: Pick<UseQueryResult<T>, "data" | "dataUpdatedAt" | "error" | "isError" | "refetch">;
  testId: string;
  actions?: (data: T) => ReactNode;
  children: (data: T & { cell: MarketCell }) => ReactNode;
}) {
  return (
    <Panel title={title} testId={testId} actions={query.data?.cell && actions ? actions(query.data) : undefined}>
      <QueryView query={query} notFound={<Trans>No company in the database has this ID.</Trans>}>
        {(data) => (data.cell ? children(data as T & { cell: MarketCell }) : <NoRating />)}
      </QueryView>
    </Panel>
  );
}

/** The company has no rated year: it is not placed among peers, and nothing is estimated. */
export function NoRating() {
  return (
    <p className="text-sm text-slate-600" data-testid="market-no-rating">
      <Trans>
        Not rated: this company has no financial statement the credit model can rate, so it is not compared with peers.
      </Trans>
    </p>
  );
}

/** Which peers the figures are about: country, industry, size band and fiscal year; demo data labelled. */
export function CellLine({ cell }: { cell: MarketCell }) {
  const { i18n, t } = useLingui();
  const country = countryName(cell.countryCode, i18n.locale);
  const industry = `${cell.industryScheme.toUpperCase()} ${cell.industryCode}${cell.industryName ? ` ${cell.industryName}` : ""}`;
  const size = i18n._(SIZE_BAND_LABELS[cell.sizeBand ?? "all"]!);
  const year = cell.year;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="market-cell">
      <span>
        <Trans>
          Peers: {country} · {industry} · {size} · fiscal year {year}
        </Trans>
      </span>
      {cell.isDemo ? (
        <DemoBadge />
      ) : (
        <span
          title={t`Ratings computed from companies' own SEC filings`}
          className="rounded-full bg-sky-50 px-2 py-0.5 text-[11px] font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset"
          data-testid="market-real"
        >
          <Trans comment="Badge: figures from real companies' SEC filings">SEC filings</Trans>
        </span>
      )}
    </p>
  );
}

export const num = (value: number | null, locale: string, digits = 2) => formatNumber(value, locale, digits);

/** Grade counts per group (a size band, a country, a year…), the subject's group and grade marked. */
export function GradeGroupsTable({
  groups,
  caption,
  keyHeading,
  keyLabel,
  testId,
}: {
  groups: readonly RatingGroup[];
  caption: string;
  keyHeading: string;
  keyLabel: (group: RatingGroup) => string;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <ScrollTable
      caption={caption}
      testId={testId}
      exportAs={{
        table: () => ({
          headers: [keyHeading, ...CREDIT_RATINGS, t`Total`, t`Average score`],
          rows: groups.map((group) => [
            keyLabel(group),
            ...CREDIT_RATINGS.map((rating) => group.counts.find((c) => c.rating === rating)?.count ?? 0),
            group.total,
            group.averageScore,
          ]),
        }),
      }}
    >
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
          <th scope="col" className="py-2 pr-3 font-medium">
            {keyHeading}
          </th>
          {CREDIT_RATINGS.map((rating) => (
            <th key={rating} scope="col" className="py-2 pr-2 text-right font-medium">
              {rating}
            </th>
          ))}
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            <Trans>Total</Trans>
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            <Trans>Average score</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => (
          <tr
            key={group.key}
            className={cn("border-b border-slate-100 whitespace-nowrap", group.subjectRating && "bg-brand-50")}
            data-testid="market-group-row"
          >
            <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900">
              {keyLabel(group)}
              {group.subjectRating ? <SubjectGrade grade={group.subjectRating} /> : null}
            </th>
            {group.counts.map((c) => (
              <td key={c.rating} className="py-2 pr-2 text-right tabular-nums text-slate-700">
                {c.count || "·"}
              </td>
            ))}
            <td className="py-2 pr-3 text-right font-semibold tabular-nums">{group.total}</td>
            <td className="py-2 text-right tabular-nums">{num(group.averageScore, i18n.locale, 1)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function SubjectGrade({ grade }: { grade: string }) {
  return (
    <span className="ml-2 text-xs font-normal text-brand-800">
      <Trans comment="Marks the table row the company itself is in, with its grade">this company: {grade}</Trans>
    </span>
  );
}

/** A headline figure with its caption. */
export function Figure({ label, value, testId }: { label: ReactNode; value: ReactNode; testId: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2" data-testid={testId}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
