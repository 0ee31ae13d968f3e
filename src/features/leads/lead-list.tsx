import { Trans, useLingui } from "@lingui/react/macro";
import type { Lead } from "../../../contract/leads.ts";
import { cn } from "../../lib/cn.ts";
import { DemoLabel, countryName, formatUsd } from "../trade-product/index.ts";
import { RISK_LABELS, SIZE_LABELS, industryName } from "./labels.ts";
import { LeadReasons } from "./lead-reasons.tsx";

const RISK_TONES: Record<Lead["risk"], string> = {
  low: cn("bg-emerald-50 text-emerald-800 ring-emerald-200"),
  moderate: cn("bg-sky-50 text-sky-800 ring-sky-200"),
  elevated: cn("bg-amber-50 text-amber-800 ring-amber-200"),
  high: cn("bg-orange-50 text-orange-800 ring-orange-200"),
  "very-high": cn("bg-red-50 text-red-800 ring-red-200"),
  none: cn("bg-slate-50 text-slate-700 ring-slate-200"),
};

/** The ranked leads: score, company, figures, credit risk and the reasons; each can be selected or opened. */
export function LeadList({
  leads,
  selected,
  onSelect,
  onOpen,
}: {
  leads: Lead[];
  selected: string[];
  onSelect: (aaaId: string, on: boolean) => void;
  onOpen: (aaaId: string) => void;
}) {
  return (
    <ol className="flex flex-col gap-3" data-testid="lead-list">
      {leads.map((lead) => (
        <LeadCard
          key={lead.aaaId}
          lead={lead}
          isSelected={selected.includes(lead.aaaId)}
          onSelect={(on) => onSelect(lead.aaaId, on)}
          onOpen={() => onOpen(lead.aaaId)}
        />
      ))}
    </ol>
  );
}

function LeadCard({
  lead,
  isSelected,
  onSelect,
  onOpen,
}: {
  lead: Lead;
  isSelected: boolean;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
}) {
  const { i18n, t } = useLingui();
  const place = [lead.city, lead.countryCode ? countryName(lead.countryCode, i18n.locale) : null]
    .filter(Boolean)
    .join(", ");
  const industry = lead.industry ? industryName(i18n, lead.industry) : null;
  const name = lead.name;
  return (
    <li
      className={cn(
        "flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:gap-4 sm:p-5",
        isSelected && "ring-2 ring-brand-400",
      )}
      data-testid="lead-card"
    >
      <div className="flex flex-col items-center gap-3">
        <input
          type="checkbox"
          aria-label={t({ message: `Select ${name}`, context: "leads" })}
          checked={isSelected}
          onChange={(event) => onSelect(event.target.checked)}
          className="mt-1 size-4 accent-brand-700"
        />
        <span
          className="flex size-12 flex-col items-center justify-center rounded-full bg-brand-700 text-white"
          data-testid="lead-score"
          title={t`Score out of 100`}
        >
          <span className="text-base leading-none font-bold">{lead.score}</span>
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <button
              type="button"
              onClick={onOpen}
              className="text-left text-[15px] font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              data-testid="lead-name"
            >
              {name}
            </button>
            <p className="text-[13px] text-slate-600">
              {[place, industry, lead.size ? i18n._(SIZE_LABELS[lead.size]) : null].filter(Boolean).join(" · ")}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {lead.isDemo ? <DemoLabel /> : null}
            <span
              className={cn("rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", RISK_TONES[lead.risk])}
              data-testid="lead-risk"
            >
              {i18n._(RISK_LABELS[lead.risk])}
            </span>
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <Figure label={t`Trade value`} value={formatUsd(lead.tradeValue, i18n.locale)} />
          <Figure label={t`Shipments`} value={String(lead.shipments)} />
          <Figure label={t({ message: "Partners", context: "leads" })} value={String(lead.partners)} />
        </dl>
        <LeadReasons reasons={lead.reasons} />
      </div>
    </li>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="truncate text-xs text-slate-500">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** Previous and next page, and where the list stands. */
export function Paging({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`Pages of leads`} className="flex items-center justify-center gap-3" data-testid="leads-paging">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className="min-h-11 rounded-md px-3 text-sm font-medium text-brand-800 ring-1 ring-slate-300 disabled:opacity-40"
      >
        <Trans>Previous</Trans>
      </button>
      <span className="text-sm text-slate-700">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        className="min-h-11 rounded-md px-3 text-sm font-medium text-brand-800 ring-1 ring-slate-300 disabled:opacity-40"
      >
        <Trans>Next page</Trans>
      </button>
    </nav>
  );
}
