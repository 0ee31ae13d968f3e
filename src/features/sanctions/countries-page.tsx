import { useId } from "react";
import type { Static } from "typebox";
import { Link } from "@tanstack/react-router";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { SanctionCountry } from "../../../contract/sanction-countries.ts";
import { Panel, QueryView, ScrollTable, countryName } from "../trade-product/index.ts";
import { EntryTable } from "./entry-list.tsx";
import { HeadRow } from "./head-row.tsx";
import { useCountryDetails, useCountryLabels, useCountryList } from "./queries.ts";
import { Pager } from "../../components/ui/pager.tsx";

export type CountrySearch = { label?: string | undefined; country?: string | undefined; page?: number | undefined };
type Props = { search: CountrySearch; onSearch: (search: CountrySearch) => void };
const PAGE_SIZE = 20;
const NOT_LOADED = <Trans>This list or programme is not loaded on this server.</Trans>;

/** /sanction/index/countryList: the countries the lists' entries name, by programme; `?country=` opens one. */
export function SanctionCountriesPage({ search, onSearch }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <ProgrammeSelect value={search.label} onChange={(label) => onSearch({ ...search, label, page: undefined })} />
      {search.country ? (
        <CountryDetail country={search.country} search={search} onSearch={onSearch} />
      ) : (
        <CountryTable label={search.label} />
      )}
    </div>
  );
}

function ProgrammeSelect({ value, onChange }: { value: string | undefined; onChange: (label?: string) => void }) {
  const id = useId();
  const { t, i18n } = useLingui();
  const labels = useCountryLabels().data?.labels ?? [];
  return (
    <span className="flex max-w-xl min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        <Trans>Programme</Trans>
      </label>
      <select
        id={id}
        data-testid="sanction-programme-select"
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="w-full rounded-md border-0 bg-white py-2 pr-8 pl-2.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
      >
        <option value="">{t`Every programme`}</option>
        {labels
          .filter((l) => l.countryCount > 0)
          .map((l) => (
            <option key={l.label} value={l.label}>
              {`${l.listId} · ${l.name ?? l.code} (${i18n.number(l.entryCount)})`}
            </option>
          ))}
      </select>
    </span>
  );
}

function CountryTable({ label }: { label: string | undefined }) {
  const { t, i18n } = useLingui();
  const countries = useCountryList(label ? { label } : {});
  return (
    <Panel title={<Trans>Countries in the lists</Trans>} testId="sanction-countries">
      <QueryView query={countries} notFound={NOT_LOADED}>
        {({ countries: rows, countries: { length: count } }) => (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-600" data-testid="sanction-countries-total">
              <Plural value={count} one="# country" other="# countries" />
            </p>
            <p className="text-xs text-slate-600">
              <Trans>A country counts an entry that names it as nationality, citizenship or address.</Trans>
            </p>
            <ScrollTable caption={t`Countries and their sanctions programmes`} testId="sanction-country-table">
              <HeadRow
                columns={[
                  { label: <Trans>Country</Trans> },
                  { label: <Trans>Entries</Trans>, numeric: true },
                  { label: <Trans>Companies and persons</Trans> },
                  { label: <Trans>Programmes</Trans> },
                ]}
              />
              <tbody>
                {rows.map((c) => (
                  <CountryRow key={c.countryCode} country={c} label={label} locale={i18n.locale} />
                ))}
              </tbody>
            </ScrollTable>
          </div>
        )}
      </QueryView>
    </Panel>
  );
}

function CountryRow({
  country: c,
  label,
  locale,
}: {
  country: Static<typeof SanctionCountry>;
  label: string | undefined;
  locale: string;
}) {
  const format = new Intl.NumberFormat(locale);
  const [entities, individuals] = [format.format(c.entities), format.format(c.individuals)];
  const shown = c.programmes.slice(0, 4);
  const more = c.programmes.length - shown.length;
  return (
    <tr className="border-b border-slate-100 align-top" data-testid="sanction-country-row">
      <td className="min-w-32 py-2 pr-4">
        <Link
          to="/sanction/index/countryList"
          search={{ country: c.countryCode, ...(label ? { label } : {}) }}
          className="font-medium text-brand-700 hover:underline"
        >
          {countryName(c.countryCode, locale)}
        </Link>
      </td>
      <td className="py-2 pr-4 text-right tabular-nums">{format.format(c.entryCount)}</td>
      <td className="min-w-40 py-2 pr-4 text-slate-600">
        <Trans>
          {entities} companies, {individuals} persons
        </Trans>
      </td>
      <td className="min-w-64 py-2 pr-4">
        {shown.map((p) => `${p.code} (${p.entryCount})`).join(", ")}
        {more > 0 ? (
          <span className="text-slate-600">
            {" "}
            <Plural value={more} one="and # more" other="and # more" comment="More programmes than the table shows" />
          </span>
        ) : null}
      </td>
    </tr>
  );
}

function CountryDetail({ country, search, onSearch }: { country: string } & Props) {
  const { t, i18n } = useLingui();
  const page = search.page ?? 1;
  const details = useCountryDetails({
    country,
    page,
    pageSize: PAGE_SIZE,
    ...(search.label ? { label: search.label } : {}),
  });
  const name = countryName(country, i18n.locale);
  return (
    <QueryView query={details} notFound={<Trans>No entry of the loaded lists names this country.</Trans>}>
      {({ total, ...data }) => (
        <>
          <Panel
            title={<Trans>Sanctions programmes naming {name}</Trans>}
            testId="sanction-country"
            actions={
              <Link
                to="/sanction/index/countryList"
                search={search.label ? { label: search.label } : {}}
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                <Trans>Every country</Trans>
              </Link>
            }
          >
            <ScrollTable caption={t`Programmes and their entries`} testId="sanction-country-programmes">
              <HeadRow
                columns={[
                  { label: <Trans>List</Trans> },
                  { label: <Trans>Programme</Trans> },
                  { label: <Trans>Entries</Trans>, numeric: true },
                ]}
              />
              <tbody>
                {data.country.programmes.map((p) => (
                  <tr key={p.label} className="border-b border-slate-100" data-testid="sanction-country-programme">
                    <td className="py-2 pr-4 whitespace-nowrap">{p.listId}</td>
                    <td className="py-2 pr-4">
                      <button
                        type="button"
                        className="text-left font-medium text-brand-700 hover:underline"
                        onClick={() => onSearch({ ...search, label: p.label, page: undefined })}
                      >
                        {p.name ? `${p.code} · ${p.name}` : p.code}
                      </button>
                    </td>
                    <td className="py-2 pr-4 text-right tabular-nums">{i18n.number(p.entryCount)}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </Panel>
          <Panel title={<Trans>Entries naming {name}</Trans>} testId="sanction-country-entries">
            <div className="flex flex-col gap-3">
              <p className="text-sm text-slate-600" data-testid="sanction-entries-total">
                <Plural value={total} one="# entry" other="# entries" />
              </p>
              <EntryTable rows={data.rows} />
              <Pager
                page={page}
                pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
                onPage={(p) => onSearch({ ...search, page: p })}
                className="justify-between"
              />
            </div>
          </Panel>
        </>
      )}
    </QueryView>
  );
}
