import type { ReactNode } from "react";
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PersonCompanies, PersonProfile } from "../../../contract/company-profile-network.ts";
import { CloseIcon } from "../../components/ui/icons.ts";
import { Badge, EmptyNote, Fact } from "./card.tsx";
import { CompanyLink } from "./company-link.tsx";
import { SourceChip } from "./source-chip.tsx";
import { useRoleLabels } from "./role-labels.ts";
import { ResourceView } from "./resource-view.tsx";
import { profileResources } from "./profile-api.ts";
import { useProfileQuery } from "./queries.ts";
import { formatDate } from "../../lib/format-date.ts";
import { formatShare } from "./format.ts";
import { CountryFlag, CountryLabel } from "./country-flag.tsx";
import { SignInNote } from "./sign-in-note.tsx";
import { useIsSignedIn } from "../../lib/use-session.ts";

type PersonDrawerProps = { companyId: string; personId: string | undefined; onClose: () => void };

/** A side drawer with a person's profile, roles in this company, and their other companies. */
export function PersonDrawer({ companyId, personId, onClose }: PersonDrawerProps) {
  return (
    <Dialog open={personId !== undefined} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/40 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-y-0 right-0 flex max-w-full">
        <DialogPanel
          transition
          className="flex h-full w-screen max-w-md flex-col bg-white shadow-2xl transition duration-200 data-closed:translate-x-full"
          data-testid="person-drawer"
        >
          {personId ? <PersonDetails companyId={companyId} personId={personId} onClose={onClose} /> : null}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

type PersonIds = { companyId: string; personId: string };

function PersonDetails({ companyId, personId, onClose }: PersonIds & { onClose: () => void }) {
  const { t } = useLingui();
  const isSignedIn = useIsSignedIn();
  const companies = useProfileQuery(companyId, profileResources.personCompanies(companyId, personId));
  const others = (
    <ResourceView state={companies} name={`person-companies:${personId}`} placeholder="line">
      {(data) => <OtherCompanies companies={data} />}
    </ResourceView>
  );
  if (isSignedIn)
    return <PersonWithProfile companyId={companyId} personId={personId} onClose={onClose} others={others} />;
  return (
    <PersonLayout title={t`Person`} onClose={onClose}>
      <SignInNote testId="person-sign-in">
        <Trans>Sign in to see this person's profile and contact details.</Trans>
      </SignInNote>
      {others}
    </PersonLayout>
  );
}

/** The person's profile (contact data): asked for only when signed in, it counts against the daily limit. */
function PersonWithProfile({
  companyId,
  personId,
  onClose,
  others,
}: PersonIds & { onClose: () => void; others: ReactNode }) {
  const { t } = useLingui();
  const person = useProfileQuery(companyId, profileResources.person(companyId, personId));
  return (
    <PersonLayout title={person.data?.name ?? t`Person`} onClose={onClose}>
      <ResourceView state={person} name={`person:${personId}`}>
        {(data) => <PersonFacts person={data} />}
      </ResourceView>
      {others}
    </PersonLayout>
  );
}

function PersonLayout({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
        <button
          type="button"
          onClick={onClose}
          aria-label={t`Close`}
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="flex-1 space-y-6 overflow-y-auto px-5 py-5">{children}</div>
    </>
  );
}

function PersonFacts({ person }: { person: PersonProfile }) {
  const { i18n, t } = useLingui();
  const roleLabel = useRoleLabels();
  return (
    <section className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        {person.nameNative ? <p className="text-sm text-slate-500">{person.nameNative}</p> : <span />}
        <SourceChip source={person.source} isDemo={person.isDemo} />
      </div>
      <dl className="grid grid-cols-2 gap-4">
        <Fact label={t`Nationality`}>{person.nationality ? <CountryLabel code={person.nationality} /> : null}</Fact>
        <Fact label={t`Born`}>{person.birthYear}</Fact>
        <Fact
          label={t({ message: "Education", context: "person", comment: "A person's schooling and degrees" })}
          className="col-span-2"
        >
          {person.education}
        </Fact>
        <Fact label={t`E-mail`}>
          {person.email ? (
            <a className="text-brand-600 hover:underline" href={`mailto:${person.email}`}>
              {person.email}
            </a>
          ) : null}
        </Fact>
        <Fact label={t`Phone`}>{person.phone}</Fact>
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">
          <Trans>Roles in this company</Trans>
        </h3>
        <ul className="space-y-2">
          {person.roles.map((role) => (
            <li key={`${role.companyId}:${role.position}`} className="rounded-lg px-3 py-2 ring-1 ring-slate-200">
              <p className="flex flex-wrap items-center gap-1.5 text-sm font-medium text-slate-900">
                {roleLabel.position(role.position)}
                {role.isShareholder ? <Badge tone="violet">{t`Shareholder`}</Badge> : null}
              </p>
              <p className="text-xs text-slate-500">
                {[
                  role.department ? roleLabel.department(role.department) : null,
                  `${formatDate(role.startDate, i18n.locale)} – ${role.endDate ? formatDate(role.endDate, i18n.locale) : t`present`}`,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function OtherCompanies({ companies }: { companies: PersonCompanies }) {
  const { i18n, t } = useLingui();
  const roleLabel = useRoleLabels();
  const holds = (share: string) =>
    t({ message: `holds ${share}`, comment: "A person's share in a company, e.g. holds 25%" });
  return (
    <section data-testid="person-companies">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">
        <Trans>Other companies</Trans>
      </h3>
      {companies.list.length ? (
        <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
          {companies.list.map((c) => (
            <li key={c.companyId} className="flex items-start gap-3 px-3 py-2.5">
              <CountryFlag code={c.countryCode} className="mt-1" />
              <div className="min-w-0 flex-1">
                <CompanyLink aaaId={c.aaaId}>{c.name}</CompanyLink>
                <p className="text-xs text-slate-500">
                  {[
                    c.positions.map(roleLabel.position).join(", "),
                    c.share !== null ? holds(formatShare({ exact: c.share }, i18n.locale)) : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              <SourceChip source={c.source} isDemo={c.isDemo} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>
          <Trans>No other company of this person is on file.</Trans>
        </EmptyNote>
      )}
    </section>
  );
}
