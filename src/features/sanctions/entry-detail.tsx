import type { ReactNode } from "react";
import type { Static } from "typebox";
import { Trans, useLingui } from "@lingui/react/macro";
import type { EntryDetail as Detail } from "../../../contract/screening-pages.ts";
import { Panel, QueryView, ScrollTable, countryName } from "../trade-product/index.ts";
import { ENTRY_TYPE_LABELS, NAME_TYPE_LABELS } from "./labels.ts";
import { useEntry } from "./queries.ts";
import { HeadRow } from "./head-row.tsx";

/** One list entry (a company, organisation or person): every name, identifier, programme, date, the source. */
export function EntryDetailPage({ id }: { id: string }) {
  const entry = useEntry(id);
  return (
    <QueryView query={entry} notFound={<Trans>This entry is not on any list loaded on this server.</Trans>}>
      {(data) => <EntryView entry={data} />}
    </QueryView>
  );
}

function EntryView({ entry }: { entry: Static<typeof Detail> }) {
  const { t, i18n } = useLingui();
  const type = ENTRY_TYPE_LABELS[entry.entryType];
  return (
    <div className="flex flex-col gap-4" data-testid="sanction-entry">
      <Panel title={entry.primaryName}>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Field label={t({ message: "Type", context: "sanctions list entry" })}>
            {type ? i18n._(type) : entry.entryType}
          </Field>
          <Field label={t`List`}>
            <a href={entry.list.sourceUrl} rel="noreferrer" className="text-brand-700 hover:underline">
              {entry.list.name}
            </a>
          </Field>
          <Field label={t`List version`}>{entry.list.version ?? "—"}</Field>
          <Field label={t`Listed on`}>{entry.listedOn ?? "—"}</Field>
          <Field label={t`End date`}>
            <Trans>None: listed in the version loaded</Trans>
          </Field>
          <Field label={t`Identifier on the list`}>{entry.sourceId}</Field>
          <Field label={t`Source`}>
            <a href={entry.link} rel="noreferrer" className="break-all text-brand-700 hover:underline">
              {entry.link}
            </a>
          </Field>
          <Field label={t`Programmes`}>
            {entry.programmes.map((p) => (p.name ? `${p.code} (${p.name})` : p.code)).join(", ") || "—"}
          </Field>
        </dl>
        {entry.remarks ? (
          <div className="mt-4 text-sm">
            <h3 className="font-semibold text-slate-900">
              <Trans>Profile notes</Trans>
            </h3>
            <p className="mt-1 whitespace-pre-line text-slate-700">{entry.remarks}</p>
          </div>
        ) : null}
      </Panel>
      <NamesPanel entry={entry} />
      <IdentifiersPanel entry={entry} />
      <FactsPanel entry={entry} />
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

function NamesPanel({ entry }: { entry: Static<typeof Detail> }) {
  const { t, i18n } = useLingui();
  return (
    <Panel title={<Trans>Names and aliases</Trans>}>
      <ScrollTable caption={t`Names and aliases`} testId="sanction-names">
        <HeadRow
          columns={[{ label: <Trans>Name</Trans> }, { label: <Trans>Kind</Trans> }, { label: <Trans>Quality</Trans> }]}
        />
        <tbody>
          {entry.names.map((name, i) => {
            const kind = NAME_TYPE_LABELS[name.nameType];
            return (
              <tr key={i} className="border-b border-slate-100" data-testid="sanction-name-row">
                <td className="py-2 pr-4" lang={name.script === "original" ? (name.language ?? undefined) : undefined}>
                  {name.name}
                </td>
                <td className="py-2 pr-4">{kind ? i18n._(kind) : name.nameType}</td>
                <td className="py-2 pr-4">
                  {name.quality === "weak" ? t`Weak` : name.quality === "strong" ? t`Strong` : "—"}
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
    </Panel>
  );
}

function IdentifiersPanel({ entry }: { entry: Static<typeof Detail> }) {
  const { t } = useLingui();
  if (entry.identifiers.length === 0) return null;
  return (
    <Panel title={<Trans context="sanctions list entry">Identifiers</Trans>}>
      <ScrollTable
        caption={t({ message: "Identifiers", context: "sanctions list entry" })}
        testId="sanction-identifiers"
      >
        <HeadRow
          columns={[
            { label: <Trans>ID type</Trans> },
            { label: <Trans>Number</Trans> },
            { label: <Trans>Country</Trans> },
            { label: <Trans>Notes</Trans> },
          ]}
        />
        <tbody>
          {entry.identifiers.map((id, i) => (
            <tr key={i} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-4">{id.label}</td>
              <td className="py-2 pr-4 break-all">{id.value}</td>
              <td className="py-2 pr-4">{id.country ?? "—"}</td>
              <td className="py-2 pr-4">{id.notes ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </Panel>
  );
}

function FactsPanel({ entry }: { entry: Static<typeof Detail> }) {
  const { t, i18n } = useLingui();
  const nationalities = entry.nationalities.map((n) =>
    n.countryCode ? countryName(n.countryCode, i18n.locale) : n.country,
  );
  const facts: [string, string[]][] = [
    [t`Birth dates`, entry.birthDates],
    [t`Birth places`, entry.birthPlaces],
    [t`Nationalities`, nationalities],
    [t({ message: "Addresses", context: "sanctions list entry" }), entry.addresses],
    ...entry.details.map(({ key, value }): [string, string[]] => [key, [value]]),
  ];
  const shown = facts.filter(([, values]) => values.length > 0);
  if (shown.length === 0) return null;
  return (
    <Panel title={<Trans>Other facts the list gives</Trans>}>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {shown.map(([label, values]) => (
          <Field key={label} label={label}>
            <ul>
              {values.map((v, i) => (
                <li key={i} className="break-words">
                  {v}
                </li>
              ))}
            </ul>
          </Field>
        ))}
      </dl>
    </Panel>
  );
}
