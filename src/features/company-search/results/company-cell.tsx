import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CompanyLabelKey, CompanyRow } from "../../../../contract/company-search.ts";
import { EMPTY_VALUE } from "../../../lib/format-number.ts";
import { cn } from "../../../lib/cn.ts";
import { DemoBadge } from "../demo-badge.tsx";
import { formatDate } from "../../../lib/format-date.ts";
import { countryName, formatCount } from "../format.ts";
import { ISIC_SECTION_LABELS, STATUS_LABELS } from "../search-labels.ts";
import { profileHref } from "../search-params.ts";
import { websiteHref } from "./website-href.ts";

/** A link to the company's profile: a real link (new tab works), followed inside the app on a plain click. */
export function ProfileLink({
  aaaId,
  children,
  className,
}: {
  aaaId: string;
  children: ReactNode;
  className?: string;
}) {
  const navigate = useNavigate();
  const href = profileHref(aaaId);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <a href={href} onClick={onClick} className={className}>
      {children}
    </a>
  );
}

export function DataQualityMeter({ value }: { value: number }) {
  const { t } = useLingui();
  const tone =
    value >= 75 ? "bg-emerald-500" : value >= 50 ? "bg-brand-500" : value >= 30 ? "bg-amber-500" : "bg-red-400";
  return (
    <span className="inline-flex items-center gap-2" title={t`Data quality index ${value} of 100`}>
      <span className="h-1.5 w-14 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <span className={cn("block h-full rounded-full", tone)} style={{ width: `${value}%` }} />
      </span>
      <span className="w-6 text-right text-xs font-medium text-slate-700 tabular-nums">{value}</span>
    </span>
  );
}

function NameCell({ row }: { row: CompanyRow }) {
  const other = row.matchedName ?? (row.nameNative && row.nameNative !== row.name ? row.nameNative : null);
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <div className="flex min-w-0 items-start gap-2">
        <ProfileLink
          aaaId={row.aaaId}
          className="line-clamp-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {row.name}
        </ProfileLink>
        {row.isDemo ? <DemoBadge /> : null}
      </div>
      <div className="flex min-w-0 items-center gap-2 text-xs text-slate-500">
        <span className="font-mono text-[11px] text-slate-500">{row.aaaId}</span>
        {other ? (
          <span className="truncate">
            {row.matchedName ? <Trans comment="The other name a company matched by">Matched: {other}</Trans> : other}
          </span>
        ) : null}
      </div>
    </div>
  );
}

function StatusCell({ status }: { status: string }) {
  const { i18n } = useLingui();
  const dot = status === "active" ? "bg-emerald-500" : status === "unknown" ? "bg-slate-300" : "bg-red-400";
  const label = STATUS_LABELS[status];
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className={cn("size-1.5 rounded-full", dot)} aria-hidden="true" />
      {label ? i18n._(label) : status}
    </span>
  );
}

function IndustryCell({ row }: { row: CompanyRow }) {
  const { i18n } = useLingui();
  const section = row.industrySection ? ISIC_SECTION_LABELS[row.industrySection] : undefined;
  const text = row.industryDescription ?? (section ? i18n._(section) : null);
  if (!text) return <>{EMPTY_VALUE}</>;
  return (
    <span
      className="flex min-w-0 items-center gap-2"
      title={section ? `${row.industrySection} · ${i18n._(section)}` : undefined}
    >
      {row.industrySection ? (
        <span className="inline-flex size-5 shrink-0 items-center justify-center rounded bg-slate-100 text-[11px] font-semibold text-slate-600">
          {row.industrySection}
        </span>
      ) : null}
      <span className="truncate">{text}</span>
    </span>
  );
}

function ListedCell({ row }: { row: CompanyRow }) {
  if (!row.isListed) {
    return (
      <span className="text-slate-500">
        <Trans comment="Listed column: not listed">No</Trans>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 rounded-md bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
      {row.stockCode ?? <Trans comment="Listed column: listed">Yes</Trans>}
      {row.stockExchange ? <span className="font-normal text-emerald-700">{row.stockExchange}</span> : null}
    </span>
  );
}

/** What one cell of the company list shows for a data label. */
export function CompanyCell({ column, row, locale }: { column: CompanyLabelKey; row: CompanyRow; locale: string }) {
  switch (column) {
    case "name":
      return <NameCell row={row} />;
    case "country":
      return <span>{countryName(row.countryCode, locale)}</span>;
    case "city":
      return <span>{row.city ?? EMPTY_VALUE}</span>;
    case "address":
      return <span className="line-clamp-2">{row.address ?? EMPTY_VALUE}</span>;
    case "industry":
      return <IndustryCell row={row} />;
    case "legalForm":
      return <span>{row.legalForm ?? EMPTY_VALUE}</span>;
    case "status":
      return <StatusCell status={row.status} />;
    case "foundedOn":
      return <span className="tabular-nums">{formatDate(row.foundedOn, locale)}</span>;
    case "yearsInBusiness":
      return <span className="tabular-nums">{formatCount(row.yearsInBusiness, locale)}</span>;
    case "listed":
      return <ListedCell row={row} />;
    case "employees":
      return <span className="tabular-nums">{formatCount(row.employees, locale)}</span>;
    case "registryNumber":
      return <span className="font-mono text-xs">{row.registryNumber ?? EMPTY_VALUE}</span>;
    case "lei":
      return <span className="font-mono text-xs">{row.lei ?? EMPTY_VALUE}</span>;
    case "website": {
      const href = websiteHref(row.website);
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="truncate text-brand-700 hover:underline">
          {href.replace(/^https?:\/\//, "").replace(/\/$/, "")}
        </a>
      ) : (
        <span>{row.website ?? EMPTY_VALUE}</span>
      );
    }
    case "dataQuality":
      return <DataQualityMeter value={row.dataQuality} />;
    case "lastUpdate":
      return <span className="tabular-nums">{formatDate(row.lastUpdate, locale)}</span>;
    case "source":
      return <span className="text-xs text-slate-600">{row.source}</span>;
  }
}
