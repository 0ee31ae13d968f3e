import { Trans, useLingui } from "@lingui/react/macro";
import type { CompanyProfile } from "../../../contract/company-profile-background.ts";
import { Badge, Card, EmptyNote, Fact } from "./card.tsx";
import { SourceChip } from "./source-chip.tsx";
import { ResourceView } from "./resource-view.tsx";
import { AddressLines } from "./address-lines.tsx";
import { useProfile } from "./profile-context.tsx";
import { profileResources } from "./profile-api.ts";
import { useProfileQuery } from "./queries.ts";
import { formatDate } from "../../lib/format-date.ts";
import { ADDRESS_LABELS, ENTITY_TYPE_LABELS, labelOf, STATUS_LABELS } from "./labels.ts";

/** Background › Profile: identity, legal form, jurisdiction, addresses, name history, capital. */
export function ProfilePage() {
  const { companyId } = useProfile();
  const state = useProfileQuery(companyId, profileResources.profile(companyId));
  return (
    <ResourceView state={state} name="profile">
      {(data) => (
        <div className="grid gap-4 lg:grid-cols-2" data-testid="profile-page">
          <LegalCard data={data} />
          <IdentifiersCard data={data} />
          <NamesCard data={data} />
          <CapitalCard data={data} />
          <AddressesCard data={data} />
        </div>
      )}
    </ResourceView>
  );
}

function LegalCard({ data }: { data: CompanyProfile }) {
  const { i18n, t } = useLingui();
  const legal = data.legalForm;
  return (
    <Card title={t`Legal form and jurisdiction`} provenance={data}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
        <Fact label={t`Name`}>{data.name}</Fact>
        <Fact label={t`Native name`}>{data.nameNative}</Fact>
        <Fact label={t`Legal form`}>
          {legal ? (
            <span className="flex flex-col gap-1">
              <span>{legal.name}</span>
              {legal.elfCode ? (
                <span className="text-xs text-slate-500">
                  <Trans>ISO 20275 code</Trans> <span className="font-mono">{legal.elfCode}</span>
                  {legal.abbreviations.length ? ` · ${legal.abbreviations.join(", ")}` : ""}
                </span>
              ) : null}
            </span>
          ) : null}
        </Fact>
        <Fact label={t`Entity type`}>
          {data.entityType ? labelOf(ENTITY_TYPE_LABELS, data.entityType, i18n._.bind(i18n)) : null}
        </Fact>
        <Fact label={t`Jurisdiction`}>
          {data.jurisdiction ? [data.jurisdiction.name, data.jurisdiction.code].filter(Boolean).join(" · ") : null}
        </Fact>
        <Fact label={t`Legal status`}>{labelOf(STATUS_LABELS, data.status, i18n._.bind(i18n))}</Fact>
        <Fact label={t`Incorporated`}>{data.foundedOn ? formatDate(data.foundedOn, i18n.locale) : null}</Fact>
        <Fact label={t`Dissolved`}>{data.dissolvedOn ? formatDate(data.dissolvedOn, i18n.locale) : null}</Fact>
        <Fact label={t`Fiscal year end`}>
          {data.fiscalYearEnd ? fiscalYearEnd(data.fiscalYearEnd, i18n.locale) : null}
        </Fact>
      </dl>
    </Card>
  );
}

/** "1231" (month and day, as EDGAR writes it) as "31 December". */
function fiscalYearEnd(value: string, locale: string): string {
  const match = /^(\d{2})(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(2001, Number(match[1]) - 1, Number(match[2])));
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", timeZone: "UTC" }).format(date);
}

function IdentifiersCard({ data }: { data: CompanyProfile }) {
  const { t } = useLingui();
  const mono = (value: string | null) => (value ? <span className="font-mono">{value}</span> : null);
  return (
    <Card title={t`Identifiers`} provenance={data}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
        <Fact label={t`Company ID`}>{mono(data.aaaId)}</Fact>
        <Fact label={t`Registration number`}>{mono(data.registryNumber)}</Fact>
        <Fact label={t`VAT number`}>{mono(data.vatNumber)}</Fact>
        <Fact label={t`Tax ID`}>{mono(data.taxId)}</Fact>
        <Fact label={t`LEI`}>{mono(data.lei)}</Fact>
        <Fact label={t`SEC CIK`}>{mono(data.cik)}</Fact>
        <Fact label={t`Stock code`} className="sm:col-span-2">
          {data.securities.length ? (
            <span className="flex flex-wrap gap-1.5">
              {data.securities.map((s) => (
                <Badge key={s.ticker} tone={s.isPrimary ? "brand" : "slate"}>
                  <span className="font-mono">{s.ticker}</span>
                  {s.exchange ? <span className="opacity-70">{s.exchange}</span> : null}
                </Badge>
              ))}
            </span>
          ) : (
            mono(data.stockCode)
          )}
        </Fact>
      </dl>
    </Card>
  );
}

function NamesCard({ data }: { data: CompanyProfile }) {
  const { i18n, t } = useLingui();
  const kinds: Record<string, string> = {
    primary: t`Current name`,
    native: t`Native name`,
    former: t`Former name`,
    alias: t`Also known as`,
    trading: t`Trading name`,
  };
  return (
    <Card title={t`Name history`} provenance={data.names[0] ?? data}>
      {data.names.length ? (
        <ol className="relative space-y-3 border-l border-slate-200 pl-5">
          {data.names.map((n) => (
            <li key={`${n.kind}:${n.name}`} className="relative">
              <span
                className={`absolute top-1.5 -left-[25px] size-2.5 rounded-full ring-4 ring-white ${n.kind === "primary" ? "bg-brand-600" : "bg-slate-300"}`}
              />
              <p className="text-sm font-medium text-slate-900">{n.name}</p>
              <p className="text-xs text-slate-500">
                {kinds[n.kind] ?? n.kind}
                {n.validFrom || n.validTo
                  ? ` · ${formatDate(n.validFrom, i18n.locale)} – ${formatDate(n.validTo, i18n.locale)}`
                  : ""}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyNote>
          <Trans>The data holds no other names for this company.</Trans>
        </EmptyNote>
      )}
    </Card>
  );
}

function CapitalCard({ data }: { data: CompanyProfile }) {
  const { i18n, t } = useLingui();
  const { capital } = data;
  const money = (value: number | null) => {
    if (value === null) return null;
    try {
      return new Intl.NumberFormat(
        i18n.locale,
        capital.currency ? { style: "currency", currency: capital.currency, maximumFractionDigits: 0 } : {},
      ).format(value);
    } catch {
      return `${new Intl.NumberFormat(i18n.locale).format(value)} ${capital.currency ?? ""}`;
    }
  };
  const paidShare =
    capital.registered && capital.paidIn !== null ? Math.min(100, (capital.paidIn / capital.registered) * 100) : null;
  const paidPercent = paidShare === null ? 0 : Math.round(paidShare);
  return (
    <Card title={t({ message: "Capital", context: "company funds" })} provenance={capital}>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
        <Fact label={t`Registered capital`}>
          <span className="text-lg font-semibold tabular-nums">{money(capital.registered)}</span>
        </Fact>
        <Fact label={t`Paid-in capital`}>
          <span className="text-lg font-semibold tabular-nums">{money(capital.paidIn)}</span>
        </Fact>
      </dl>
      {paidShare !== null ? (
        <div className="mt-4">
          <div className="h-2 overflow-hidden rounded-full bg-slate-100">
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${paidShare}%` }} />
          </div>
          <p className="mt-1 text-xs text-slate-500">
            <Trans>{paidPercent}% of the registered capital is paid in</Trans>
          </p>
        </div>
      ) : null}
    </Card>
  );
}

function AddressesCard({ data }: { data: CompanyProfile }) {
  const { i18n, t } = useLingui();
  return (
    <Card title={t`Addresses`} className="lg:col-span-2">
      {data.addresses.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {data.addresses.map((a) => (
            <li key={a.seq} className="rounded-lg p-3 ring-1 ring-slate-200">
              <div className="mb-1.5 flex items-center justify-between gap-2">
                <Badge tone={a.kind === "registered" ? "brand" : "slate"}>
                  {labelOf(ADDRESS_LABELS, a.kind, i18n._.bind(i18n))}
                </Badge>
                <SourceChip source={a.source} isDemo={a.isDemo} />
              </div>
              <AddressLines address={a} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>
          <Trans>No address is on file for this company.</Trans>
        </EmptyNote>
      )}
    </Card>
  );
}
