import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CompanySnapshot } from "../../../contract/company-profile-background.ts";
import { GaugeChart } from "../../charts/gauge-chart.tsx";
import { Tooltip } from "../../components/ui/tooltip.tsx";
import { Badge } from "./card.tsx";
import { SourceChip } from "./source-chip.tsx";
import { formatDate } from "../../lib/format-date.ts";
import { countryNameOf, QUALITY_COLOURS, qualityBand } from "./format.ts";
import { CountryFlag } from "./country-flag.tsx";
import { BuildingIcon } from "../../components/ui/icons.ts";
import { labelOf, QUALITY_LABELS, STATUS_LABELS } from "./labels.ts";

const STATUS_TONES = {
  active: "green",
  inactive: "slate",
  dissolved: "red",
  in_liquidation: "amber",
  unknown: "slate",
} as const;

type ProfileHeaderProps = {
  snapshot: CompanySnapshot;
  /** Actions on the company that other features provide (collect, tag). */
  actions?: ReactNode;
};

/** The header card: who the company is, how complete its record is, and where the record came from. */
export function ProfileHeader({ snapshot, actions }: ProfileHeaderProps) {
  const { i18n, t } = useLingui();
  const country = snapshot.countryName ?? countryNameOf(snapshot.countryCode, i18n.locale);
  const band = qualityBand(snapshot.dataQuality.index);
  const source = snapshot.source;
  const lastUpdate = formatDate(snapshot.lastUpdate, i18n.locale);
  const countryIndex = snapshot.dataQuality.countryIndex;
  const aaaId = snapshot.aaaId;
  const quality = snapshot.dataQuality.index;
  const ticker = [snapshot.listing.stockCode, snapshot.listing.exchange].filter(Boolean).join(" ");
  return (
    <section
      data-testid="profile-header"
      className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-col gap-5 p-4 sm:p-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 gap-4">
          <div className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-slate-50 ring-1 ring-slate-200">
            {snapshot.countryCode ? (
              <CountryFlag code={snapshot.countryCode} size="lg" />
            ) : (
              <BuildingIcon className="size-7 text-slate-400" />
            )}
          </div>
          <div className="min-w-0">
            <h1 className="text-xl leading-tight font-semibold text-slate-900 sm:text-2xl" data-testid="company-name">
              {snapshot.name}
            </h1>
            {snapshot.nameNative && snapshot.nameNative !== snapshot.name ? (
              <p className="mt-0.5 text-sm text-slate-500" lang="">
                {snapshot.nameNative}
              </p>
            ) : null}
            <div className="mt-2.5 flex flex-wrap items-center gap-1.5">
              <Badge tone={STATUS_TONES[snapshot.status]}>
                {labelOf(STATUS_LABELS, snapshot.status, i18n._.bind(i18n))}
              </Badge>
              {snapshot.listing.isListed ? (
                <Badge tone="brand">{ticker ? <Trans>Listed · {ticker}</Trans> : <Trans>Listed</Trans>}</Badge>
              ) : null}
              {snapshot.isDemo ? (
                <Badge tone="amber" className="font-semibold">
                  <span data-testid="demo-badge">
                    <Trans>Demo data</Trans>
                  </span>
                </Badge>
              ) : null}
              {snapshot.sanctions?.isListed ? (
                <Badge tone="red">
                  <Trans>Name on a sanctions list</Trans>
                </Badge>
              ) : null}
            </div>
            <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
              <div className="flex gap-1.5">
                <dt className="text-slate-500">
                  <Trans>ID</Trans>
                </dt>
                <dd className="font-mono text-slate-800" data-testid="aaa-id">
                  {aaaId}
                </dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-slate-500">
                  <Trans>Country</Trans>
                </dt>
                <dd className="text-slate-800">{country}</dd>
              </div>
              {snapshot.legalForm ? (
                <div className="flex gap-1.5">
                  <dt className="text-slate-500">
                    <Trans>Legal form</Trans>
                  </dt>
                  <dd className="text-slate-800">{snapshot.legalForm}</dd>
                </div>
              ) : null}
            </dl>
            {actions ? (
              <div className="mt-4 flex flex-wrap items-center gap-2" data-testid="profile-actions">
                {actions}
              </div>
            ) : null}
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-4 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200 lg:w-80">
          <GaugeChart
            value={snapshot.dataQuality.index}
            reference={countryIndex}
            colour={QUALITY_COLOURS[band]}
            label={t`Data quality index ${quality} of 100`}
            size={112}
          />
          <div className="min-w-0">
            <Tooltip
              text={t`How much of the company's record is filled, from 1 to 100, weighted toward identity (name, country, registration) over contact details.`}
              placement="bottom"
            >
              {(describedBy) => (
                <button
                  type="button"
                  aria-describedby={describedBy}
                  className="text-left text-xs font-semibold tracking-wide text-slate-500 uppercase underline decoration-dotted underline-offset-2"
                >
                  <Trans>Data quality</Trans>
                </button>
              )}
            </Tooltip>
            <p className="mt-1 text-sm text-slate-800">{i18n._(QUALITY_LABELS[band])}</p>
            {countryIndex !== null ? (
              <p className="mt-1 text-xs text-slate-500">
                <Trans>Country average: {countryIndex} (the black mark)</Trans>
              </p>
            ) : null}
          </div>
        </div>
      </div>
      <footer
        className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-100 bg-slate-50/60 px-4 py-2 text-xs text-slate-500 sm:px-6"
        data-testid="provenance-line"
      >
        <SourceChip source={source} isDemo={snapshot.isDemo} />
        <span>
          <Trans>
            Source: {source} · Last update: {lastUpdate}
          </Trans>
        </span>
        {snapshot.isDemo ? (
          <span className="text-amber-700">
            <Trans>This record is generated demo data, shown to demonstrate the product.</Trans>
          </span>
        ) : null}
      </footer>
    </section>
  );
}
