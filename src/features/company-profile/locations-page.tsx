import type { ReactNode } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  LOCATION_TYPES,
  type CompanyLocation,
  type CompanyLocations,
  type LocationType,
} from "../../../contract/company-profile-business.ts";
import { WorldMap } from "../../charts/world-map.tsx";
import { cn } from "../../lib/cn.ts";
import { Badge, Card, EmptyNote } from "./card.tsx";
import { CompanyLink, useOpenCompany } from "./company-link.tsx";
import { SourceChip } from "./source-chip.tsx";
import { AddressLines } from "./address-lines.tsx";
import { ResourceView } from "./resource-view.tsx";
import { useProfile } from "./profile-context.tsx";
import { profileResources } from "./profile-api.ts";
import { useProfileQuery } from "./queries.ts";
import { ADDRESS_LABELS, labelOf } from "./labels.ts";

export const LOCATION_COLOURS: Record<CompanyLocation["type"], string> = {
  subject: "#0b3b66",
  registered: "#1f6fb2",
  operation: "#0d9488",
  subsidiary: "#7c3aed",
  mailing: "#64748b",
};

type LocationsPageProps = {
  type: LocationType;
  onType: (type: LocationType) => void;
  /** Something under each address (the route's "Suggest a correction"). */
  addressAction?: (location: CompanyLocation) => ReactNode;
};

/** Business › Locations: the spec's address-type selector, a map with markers, and the addresses. */
export function LocationsPage({ type, onType, addressAction }: LocationsPageProps) {
  const { companyId } = useProfile();
  const state = useProfileQuery(companyId, profileResources.locations(companyId, type));
  return (
    <ResourceView state={state} name={`locations:${type}`} placeholder="chart">
      {(data) => <LocationsView data={data} type={type} onType={onType} addressAction={addressAction} />}
    </ResourceView>
  );
}

function LocationsView({ data, type, onType, addressAction }: { data: CompanyLocations } & LocationsPageProps) {
  const { i18n, t } = useLingui();
  const openCompany = useOpenCompany();
  const translate = i18n._.bind(i18n);
  const markers = data.list.flatMap((l) =>
    l.lat !== null && l.lon !== null
      ? [
          {
            key: l.key,
            lat: l.lat,
            lon: l.lon,
            colour: LOCATION_COLOURS[l.type],
            isEmphasised: l.type === "subject",
            isOpenable: l.type === "subsidiary" && Boolean(l.aaaId),
            aaaId: l.aaaId,
            tooltip: [
              l.name,
              labelOf(ADDRESS_LABELS, l.type, translate),
              [l.city, l.countryCode].filter(Boolean).join(", "),
            ].join("\n"),
          },
        ]
      : [],
  );
  const unplaced = data.list.length - markers.length;
  return (
    <div className="space-y-4" data-testid="locations-page">
      <div role="radiogroup" aria-label={t`Address type`} className="flex flex-wrap gap-2" data-testid="location-types">
        {LOCATION_TYPES.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={type === value}
            onClick={() => onType(value)}
            className={cn(
              "inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors ring-inset",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
              type === value
                ? "bg-brand-700 text-white ring-brand-700"
                : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
            )}
          >
            {labelOf(ADDRESS_LABELS, value, translate)}
            <span
              className={cn(
                "rounded-full px-1.5 text-xs tabular-nums",
                type === value ? "bg-white/20" : "bg-slate-100",
              )}
            >
              {data.counts[value]}
            </span>
          </button>
        ))}
      </div>
      <Card
        title={t`Map`}
        description={
          unplaced > 0
            ? plural(unplaced, {
                one: "# of these addresses has no coordinates and is listed only.",
                other: "# of these addresses have no coordinates and are listed only.",
              })
            : undefined
        }
        isSnug
      >
        <WorldMap
          markers={markers}
          onOpen={(m) => {
            if (m.aaaId) openCompany(m.aaaId);
          }}
          label={t`Map of the company's locations`}
          height={440}
          testId="locations-map"
        />
        <div className="flex flex-wrap gap-x-4 gap-y-1 px-2 pt-3 text-xs text-slate-600">
          {(["subject", "registered", "operation", "subsidiary", "mailing"] as const).map((kind) => (
            <span key={kind} className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-full" style={{ background: LOCATION_COLOURS[kind] }} />
              {labelOf(ADDRESS_LABELS, kind, translate)}
            </span>
          ))}
        </div>
      </Card>
      <Card title={t`Addresses`} testId="locations-list">
        {data.list.length ? (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {data.list.map((l) => (
              <li key={l.key} className="rounded-lg p-3 ring-1 ring-slate-200" data-testid="location-address">
                <div className="mb-1.5 flex items-center justify-between gap-2">
                  <Badge className="gap-1.5">
                    <span className="size-2 rounded-full" style={{ background: LOCATION_COLOURS[l.type] }} />
                    {labelOf(ADDRESS_LABELS, l.type, translate)}
                  </Badge>
                  <SourceChip source={l.source} isDemo={l.isDemo} />
                </div>
                <p className="mb-0.5 text-sm font-medium text-slate-900">
                  {l.type === "subsidiary" && l.aaaId ? <CompanyLink aaaId={l.aaaId}>{l.name}</CompanyLink> : l.name}
                </p>
                <AddressLines address={l} />
                {addressAction?.(l)}
              </li>
            ))}
          </ul>
        ) : (
          <EmptyNote>
            <Trans>No address of this type is on file.</Trans>
          </EmptyNote>
        )}
      </Card>
    </div>
  );
}
