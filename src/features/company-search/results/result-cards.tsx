import { Trans, useLingui } from "@lingui/react/macro";
import type { CompanyRow } from "../../../../contract/company-search.ts";
import { cn } from "../../../lib/cn.ts";
import { DemoBadge } from "../demo-badge.tsx";
import { formatDate } from "../../../lib/format-date.ts";
import { countryName } from "../format.ts";
import { ISIC_SECTION_LABELS } from "../search-labels.ts";
import { DataQualityMeter, ProfileLink } from "./company-cell.tsx";
import type { Selection } from "./use-selection.ts";

/** The company list on phones: one card per company with the essentials. */
export function ResultCards({
  rows,
  selection,
  isStale,
}: {
  rows: readonly CompanyRow[];
  selection: Selection;
  isStale: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <ul className={cn("flex flex-col gap-2.5 transition-opacity", isStale && "opacity-60")}>
      {rows.map((row) => {
        const isSelected = selection.has(row.aaaId);
        const section = row.industrySection ? ISIC_SECTION_LABELS[row.industrySection] : undefined;
        const industry = row.industryDescription ?? (section ? i18n._(section) : null);
        const founded = formatDate(row.foundedOn, i18n.locale);
        const name = row.name;
        const matched = row.matchedName;
        const place = [row.city, countryName(row.countryCode, i18n.locale)].filter(Boolean).join(", ");
        return (
          <li
            key={row.aaaId}
            data-testid="company-row"
            className={cn(
              "rounded-xl bg-white p-3.5 shadow-sm ring-1",
              isSelected ? "ring-brand-400" : "ring-slate-200",
            )}
          >
            <div className="flex items-start gap-1">
              {/* A 44 px touch area around the box. */}
              <label className="-mt-2.5 -ml-2.5 flex size-11 shrink-0 cursor-pointer items-center justify-center">
                <input
                  type="checkbox"
                  checked={isSelected}
                  onChange={() => selection.toggle(row)}
                  aria-label={t`Select ${name}`}
                  className="size-5 accent-brand-600"
                />
              </label>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <ProfileLink aaaId={row.aaaId} className="font-semibold text-brand-700 hover:underline">
                  {row.name}
                </ProfileLink>
                {matched ? (
                  <span className="truncate text-xs text-slate-500">
                    <Trans comment="The other name a company matched by">Matched: {matched}</Trans>
                  </span>
                ) : null}
                <span className="text-xs text-slate-600">{place}</span>
                {industry ? <span className="truncate text-xs text-slate-500">{industry}</span> : null}
                <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-slate-600">
                  {row.isDemo ? <DemoBadge /> : null}
                  {row.isListed ? (
                    <span className="rounded-md bg-emerald-50 px-1.5 py-0.5 font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
                      {row.stockCode ?? <Trans comment="Listed column: listed">Yes</Trans>}
                    </span>
                  ) : null}
                  {row.foundedOn ? (
                    <span>
                      <Trans comment="Card: founding date">Founded {founded}</Trans>
                    </span>
                  ) : null}
                  <DataQualityMeter value={row.dataQuality} />
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
