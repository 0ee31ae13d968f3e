import type { ReactNode } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CompanySnapshot } from "../../../contract/company-profile-background.ts";
import { Badge, Card, EmptyNote, Fact } from "./card.tsx";
import { SourceChip } from "./source-chip.tsx";
import { ResourceView } from "./resource-view.tsx";
import { useProfile } from "./profile-context.tsx";
import { AddressLines } from "./address-lines.tsx";
import { formatDate } from "../../lib/format-date.ts";
import { formatInteger, websiteOf } from "./format.ts";
import { labelOf, RISK_LABELS, STATUS_LABELS } from "./labels.ts";
import { LinkIcon, MailIcon, PhoneIcon } from "../../components/ui/icons.ts";
import { formatCompactMoney } from "../../lib/format-number.ts";

/** Whether a company field's shown value came from a user's approved contribution (the route asks the history). */
type IsContributed = (field: string, shown: string | number | null) => boolean;
type CardProps = { data: CompanySnapshot; isUser: IsContributed };
const noUser: IsContributed = () => false;

/** The "User contribution" chip beside a value a user contributed. */
const UserChip = ({ when }: { when: boolean }) => (when ? <SourceChip source="user" isDemo={false} /> : null);

/** Background › Snapshot: the key facts, each with where it came from. */
export function SnapshotPage({ isContributed = noUser }: { isContributed?: IsContributed }) {
  const { snapshot } = useProfile();
  return (
    <ResourceView state={snapshot} name="snapshot">
      {(data) => (
        <div className="grid gap-4 lg:grid-cols-3" data-testid="snapshot-page">
          <div className="space-y-4 lg:col-span-2">
            <IdentityCard data={data} isUser={isContributed} />
            <ActivityCard data={data} isUser={isContributed} />
            <PerformanceCard data={data} />
          </div>
          <div className="space-y-4">
            <ContactCard data={data} isUser={isContributed} />
            <CreditCard data={data} />
            <SanctionsCard data={data} />
          </div>
        </div>
      )}
    </ResourceView>
  );
}

function IdentityCard({ data, isUser }: CardProps) {
  const { i18n, t } = useLingui();
  const registration = data.registration;
  return (
    <Card title={t`Identity and registration`} provenance={registration}>
      {data.description ? (
        <p className="mb-4 text-sm leading-relaxed text-slate-700" data-testid="company-description">
          {data.description} <UserChip when={isUser("description", data.description)} />
        </p>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 xl:grid-cols-3">
        <Fact label={t`Legal status`}>{labelOf(STATUS_LABELS, data.status, i18n._.bind(i18n))}</Fact>
        <Fact label={t`Legal form`}>{data.legalForm}</Fact>
        <Fact label={t`Company ID`}>
          <span className="font-mono">{data.aaaId}</span>
        </Fact>
        <Fact label={t`Registration number`}>{registration.registryNumber}</Fact>
        <Fact label={t`Jurisdiction`}>{registration.jurisdiction}</Fact>
        <Fact label={t`Incorporated`}>
          {registration.foundedOn ? formatDate(registration.foundedOn, i18n.locale) : null}
        </Fact>
        <Fact label={t`LEI`}>{registration.lei ? <span className="font-mono">{registration.lei}</span> : null}</Fact>
        <Fact label={t`SEC CIK`}>
          {registration.cik ? <span className="font-mono">{registration.cik}</span> : null}
        </Fact>
        <Fact label={t`Tax ID`}>
          {registration.taxId ? <span className="font-mono">{registration.taxId}</span> : null}
        </Fact>
        <Fact label={t`Listed`}>
          {data.listing.isListed ? (
            <span className="flex flex-wrap gap-1">
              {data.listing.securities.length
                ? data.listing.securities.map((s) => (
                    <Badge key={s.ticker} tone="brand">
                      {s.ticker}
                      {s.exchange ? <span className="text-brand-500">{s.exchange}</span> : null}
                    </Badge>
                  ))
                : t`Yes`}
            </span>
          ) : (
            t`No`
          )}
        </Fact>
        <Fact label={t`Last update`}>{formatDate(data.lastUpdate, i18n.locale)}</Fact>
        <Fact label={t`Data source`}>{data.source}</Fact>
      </dl>
    </Card>
  );
}

function ActivityCard({ data, isUser }: CardProps) {
  const { i18n, t } = useLingui();
  return (
    <Card title={t`Activity and size`} provenance={data}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-3">
        <Fact label={t`Industry code`}>
          {data.industry ? (
            <span>
              <span className="font-medium">
                {data.industry.scheme} {data.industry.code}
              </span>
              {/* The classifications' official titles are published in English: marked so, not translated by us. */}
              {data.industry.description ? (
                <span lang="en" className="block text-slate-600">
                  {data.industry.description}
                </span>
              ) : null}
            </span>
          ) : null}
        </Fact>
        <Fact label={t`Employees`}>
          {data.employees ? (
            <span className="flex items-center gap-2">
              {formatInteger(data.employees.count, i18n.locale)}
              {isUser("employees", data.employees.count) ? (
                <UserChip when />
              ) : (
                <SourceChip source={data.employees.source} isDemo={data.employees.isDemo} />
              )}
            </span>
          ) : null}
        </Fact>
        <Fact label={t`Shareholders`}>
          <span className="flex items-center gap-2">
            {formatInteger(data.shareholders.count, i18n.locale)}
            {data.shareholders.count > 0 ? (
              <SourceChip source={data.shareholders.source} isDemo={data.shareholders.isDemo} />
            ) : null}
          </span>
        </Fact>
      </dl>
    </Card>
  );
}

function PerformanceCard({ data }: { data: CompanySnapshot }) {
  const { i18n, t } = useLingui();
  const p = data.performance;
  const end = p ? formatDate(p.periodEnd, i18n.locale) : "";
  const year = p?.fiscalYear ?? 0;
  const months = p?.periodMonths ?? 12;
  const period =
    months === 12
      ? t`Fiscal year ${year}, ended ${end}`
      : plural(months, {
          one: `# month ended ${end} (fiscal year ${year})`,
          other: `# months ended ${end} (fiscal year ${year})`,
        });
  return (
    <Card title={t`Performance summary`} description={p ? period : undefined} provenance={p}>
      {p ? (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4">
          {[
            [t`Revenue`, p.revenue],
            [t`Net income`, p.netIncome],
            [t`Total assets`, p.totalAssets],
            [t`Equity`, p.equity],
          ].map(([label, value]) => (
            <Fact key={String(label)} label={label}>
              <span
                className={`text-lg font-semibold tabular-nums ${typeof value === "number" && value < 0 ? "text-red-700" : "text-slate-900"}`}
              >
                {formatCompactMoney(value as number | null, p.currency, i18n.locale)}
              </span>
            </Fact>
          ))}
        </dl>
      ) : (
        <EmptyNote>
          <Trans>No financial statements are on file for this company.</Trans>
        </EmptyNote>
      )}
    </Card>
  );
}

function ContactCard({ data, isUser }: CardProps) {
  const { t } = useLingui();
  const contact = data.contact;
  const website = contact.website ? websiteOf(contact.website) : null;
  return (
    <Card title={t`Address and contact`} provenance={contact}>
      <div className="space-y-4 text-sm">
        <div>
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-xs font-medium text-slate-500">
              <Trans>Address</Trans>
            </h3>
            {data.address ? <SourceChip source={data.address.source} isDemo={data.address.isDemo} /> : null}
          </div>
          {data.address ? <AddressLines address={data.address} /> : <p className="text-slate-500">-</p>}
        </div>
        <ul className="space-y-2">
          <ContactLine
            icon={<LinkIcon className="size-4" />}
            label={t`Website`}
            chip={<UserChip when={isUser("website", contact.website)} />}
          >
            {website ? (
              <a
                href={website.href}
                target="_blank"
                rel="noreferrer noopener"
                className="text-brand-600 hover:underline"
              >
                {website.text}
              </a>
            ) : null}
          </ContactLine>
          <ContactLine
            icon={<MailIcon className="size-4" />}
            label={t`E-mail`}
            chip={<UserChip when={isUser("email", contact.email)} />}
          >
            {contact.email ? (
              <a href={`mailto:${contact.email}`} className="text-brand-600 hover:underline">
                {contact.email}
              </a>
            ) : null}
          </ContactLine>
          <ContactLine
            icon={<PhoneIcon className="size-4" />}
            label={t`Phone`}
            chip={<UserChip when={isUser("phone", contact.phone)} />}
          >
            {contact.phone}
          </ContactLine>
        </ul>
      </div>
    </Card>
  );
}

type ContactLineProps = { icon: ReactNode; label: string; children: ReactNode; chip?: ReactNode };

function ContactLine({ icon, label, children, chip }: ContactLineProps) {
  return (
    <li className="flex items-start gap-2.5">
      <span className="mt-0.5 text-slate-400" title={label}>
        {icon}
      </span>
      <span className="sr-only">{label}</span>
      <span className="min-w-0 break-words text-slate-800">
        {children || <span className="text-slate-500">-</span>} {chip}
      </span>
    </li>
  );
}

function CreditCard({ data }: { data: CompanySnapshot }) {
  const { i18n, t } = useLingui();
  const credit = data.creditOpinion;
  if (!credit) return null;
  const tone =
    credit.riskIndicator === "low"
      ? "green"
      : credit.riskIndicator === "moderate"
        ? "brand"
        : credit.riskIndicator === "elevated"
          ? "amber"
          : "red";
  const year = credit.year;
  return (
    <Card title={t`Credit opinion`} description={t`Assessment of ${year}`} provenance={credit}>
      <div className="flex items-center gap-4">
        <div
          className="flex size-16 items-center justify-center rounded-xl bg-brand-700 text-2xl font-bold text-white"
          data-testid="credit-rating"
        >
          {credit.rating}
        </div>
        <dl className="grid flex-1 grid-cols-2 gap-3">
          <Fact label={t`Risk`}>
            <Badge tone={tone}>{labelOf(RISK_LABELS, credit.riskIndicator, i18n._.bind(i18n))}</Badge>
          </Fact>
          <Fact label={t`Local score`}>{credit.localScore === null ? null : `${credit.localScore} / 100`}</Fact>
          <Fact label={t`Probability of default`} className="col-span-2">
            {credit.probabilityOfDefault === null
              ? null
              : `${new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(credit.probabilityOfDefault)}%`}
          </Fact>
        </dl>
      </div>
    </Card>
  );
}

function SanctionsCard({ data }: { data: CompanySnapshot }) {
  const { t } = useLingui();
  const sanctions = data.sanctions;
  if (!sanctions) return null;
  const lists = sanctions.listsChecked;
  return (
    <Card title={t`Sanctions`} provenance={sanctions} testId="sanctions-card">
      {sanctions.isListed ? (
        <ul className="space-y-2">
          {sanctions.matches.map((m) => (
            <li
              key={`${m.listId}:${m.entryName}`}
              className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200"
            >
              <p className="font-medium">{m.entryName}</p>
              <p className="text-xs text-red-800">
                {m.listName} · {m.matchedOn === "lei" ? t`Matched on the LEI` : t`Matched on the name`}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">
          <Trans>
            No entry under this name or LEI on the {lists} sanctions lists loaded. This is a name check, not a
            screening.
          </Trans>
        </p>
      )}
    </Card>
  );
}
