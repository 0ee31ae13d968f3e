import { Trans, useLingui } from "@lingui/react/macro";
import type { CompanyOperating } from "../../../contract/company-profile-business.ts";
import { Badge, Card, EmptyNote } from "./card.tsx";
import { SourceChip } from "./source-chip.tsx";
import { ResourceView } from "./resource-view.tsx";
import { useProfile } from "./profile-context.tsx";
import { profileResources } from "./profile-api.ts";
import { useProfileQuery } from "./queries.ts";
import { countryNameOf } from "./format.ts";
import { CountryFlag } from "./country-flag.tsx";
import { labelOf, TERRITORY_LABELS } from "./labels.ts";
import { BoxIcon } from "../../components/ui/icons.ts";

/** Business › Operations: line of business, territories, products. */
export function OperationsPage() {
  const { companyId } = useProfile();
  const state = useProfileQuery(companyId, profileResources.operating(companyId));
  return (
    <ResourceView state={state} name="operating">
      {(data) => (
        <div className="grid gap-4 lg:grid-cols-3" data-testid="operations-page">
          <div className="space-y-4 lg:col-span-2">
            <LineOfBusiness data={data} />
            <Products data={data} />
          </div>
          <Territories data={data} />
        </div>
      )}
    </ResourceView>
  );
}

function LineOfBusiness({ data }: { data: CompanyOperating }) {
  const { t } = useLingui();
  const line = data.lineOfBusiness;
  return (
    <Card title={t`Line of business`} provenance={line}>
      {line.description ? <p className="mb-4 text-sm leading-relaxed text-slate-700">{line.description}</p> : null}
      {line.activities.length ? (
        <ul className="space-y-2">
          {line.activities.map((a) => (
            <li key={`${a.scheme}:${a.code}`} className="flex items-baseline gap-3 text-sm">
              <span className="w-14 shrink-0 text-xs font-semibold text-slate-500">{a.scheme}</span>
              <span className="font-mono text-slate-900">{a.code}</span>
              <span lang="en" className="text-slate-700">
                {a.description ?? ""}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {!line.description && line.activities.length === 0 ? (
        <EmptyNote>
          <Trans>No line of business is on file for this company.</Trans>
        </EmptyNote>
      ) : null}
    </Card>
  );
}

function Products({ data }: { data: CompanyOperating }) {
  const { t } = useLingui();
  return (
    <Card title={t`Products`} testId="products">
      {data.products.length ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {data.products.map((p) => (
            <li key={p.seq} className="flex gap-3 rounded-lg p-3 ring-1 ring-slate-200">
              {p.imageUrl ? (
                <img
                  src={p.imageUrl}
                  alt=""
                  className="size-14 shrink-0 rounded-md object-cover ring-1 ring-slate-200"
                  loading="lazy"
                />
              ) : (
                <span className="flex size-14 shrink-0 items-center justify-center rounded-md bg-slate-50 text-slate-400 ring-1 ring-slate-200">
                  <BoxIcon className="size-6" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm font-medium text-slate-900">{p.name}</p>
                  <SourceChip source={p.source} isDemo={p.isDemo} />
                </div>
                {p.description ? <p className="mt-0.5 text-xs text-slate-600">{p.description}</p> : null}
                {p.hsCode ? (
                  <p className="mt-1 text-xs text-slate-500">
                    <span className="font-mono">HS {p.hsCode}</span>
                    {p.hsDescription ? ` · ${p.hsDescription}` : ""}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>
          <Trans>No products are on file for this company.</Trans>
        </EmptyNote>
      )}
    </Card>
  );
}

function Territories({ data }: { data: CompanyOperating }) {
  const { i18n, t } = useLingui();
  const max = Math.max(1, ...data.territories.map((p) => p.count));
  return (
    <Card
      title={t`Territories`}
      description={t`Countries where the company has addresses, branches, subsidiaries or holdings`}
      testId="territories"
    >
      {data.territories.length ? (
        <ul className="space-y-3">
          {data.territories.map((p) => (
            <li key={p.countryCode}>
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="inline-flex items-center gap-1.5 font-medium text-slate-900">
                  <CountryFlag code={p.countryCode} />
                  {p.countryName ?? countryNameOf(p.countryCode, i18n.locale)}
                </span>
                <span className="text-xs text-slate-500 tabular-nums">{p.count}</span>
              </div>
              <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100">
                <div className="h-full rounded-full bg-brand-500" style={{ width: `${(p.count / max) * 100}%` }} />
              </div>
              <div className="mt-1.5 flex flex-wrap gap-1">
                {p.kinds.map((kind) => (
                  <Badge key={kind} className="py-0 text-[11px]">
                    {labelOf(TERRITORY_LABELS, kind, i18n._.bind(i18n))}
                  </Badge>
                ))}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>
          <Trans>No territories are on file for this company.</Trans>
        </EmptyNote>
      )}
    </Card>
  );
}
