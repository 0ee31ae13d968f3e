import { useId } from "react";
import type { Static } from "typebox";
import { Link } from "@tanstack/react-router";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { EntryRow, SanctionSourceList } from "../../../contract/screening-pages.ts";
import { Panel, QueryView, ScrollTable, countryName } from "../trade-product/index.ts";
import { EntrySearchBox } from "./entry-search-box.tsx";
import { useEntries } from "./queries.ts";
import { SourceListsTable } from "./source-lists.tsx";
import { HeadRow } from "./head-row.tsx";
import { Pager } from "../../components/ui/pager.tsx";

export type EntryListSearch = { keyword?: string | undefined; list?: string | undefined; page?: number | undefined };
type Props = {
  kind: "entity" | "individual";
  search: EntryListSearch;
  onSearch: (search: EntryListSearch) => void;
};

const PAGE_SIZE = 20;

/** Listed companies (entities) or persons: a name search, a list filter, a page of entries. */
export function EntryList({ kind, search, onSearch }: Props) {
  const { t } = useLingui();
  const page = search.page ?? 1;
  const entries = useEntries({
    type: kind,
    page,
    pageSize: PAGE_SIZE,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.list ? { list: search.list } : {}),
  });
  const title = kind === "entity" ? t`Sanctioned companies and organisations` : t`Sanctioned persons`;
  return (
    <Panel title={title} testId="sanction-entries">
      <div className="flex flex-col gap-4">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] md:items-end">
          <EntrySearchBox
            key={search.keyword ?? ""}
            label={t`Name or alias`}
            keyword={search.keyword ?? ""}
            onSearch={(keyword) => onSearch({ ...search, keyword: keyword || undefined, page: undefined })}
          />
          <ListSelect
            lists={entries.data?.lists ?? []}
            value={search.list}
            onChange={(list) => onSearch({ ...search, list, page: undefined })}
          />
        </div>
        <QueryView query={entries} notFound={<Trans>This list is not loaded on this server.</Trans>}>
          {({ total, ...data }) => (
            <>
              <p className="text-sm text-slate-600" data-testid="sanction-entries-total">
                <Plural value={total} one="# entry" other="# entries" />
              </p>
              {data.rows.length > 0 ? <EntryTable rows={data.rows} /> : null}
              <Pager
                page={page}
                pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
                onPage={(p) => onSearch({ ...search, page: p })}
                className="justify-between"
              />
              <details className="text-sm">
                <summary className="cursor-pointer text-slate-700">
                  <Trans>Lists and versions</Trans>
                </summary>
                <div className="mt-2">
                  <SourceListsTable lists={data.lists} />
                </div>
              </details>
            </>
          )}
        </QueryView>
      </div>
    </Panel>
  );
}

function ListSelect({
  lists,
  value,
  onChange,
}: {
  lists: readonly Static<typeof SanctionSourceList>[];
  value: string | undefined;
  onChange: (list: string | undefined) => void;
}) {
  const id = useId();
  const { t } = useLingui();
  return (
    <span className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        <Trans>List</Trans>
      </label>
      <select
        id={id}
        data-testid="sanction-list-select"
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="w-full rounded-md border-0 bg-white py-2 pr-8 pl-2.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
      >
        <option value="">{t`Every list`}</option>
        {lists.map(({ id: listId, name, version }) => (
          <option key={listId} value={listId}>
            {version ? t`${name} (version ${version})` : name}
          </option>
        ))}
      </select>
    </span>
  );
}

/** Entries with their list, programmes, countries and listing date; each name opens its detail page. */
export function EntryTable({ rows }: { rows: readonly Static<typeof EntryRow>[] }) {
  const { t, i18n } = useLingui();
  return (
    <ScrollTable caption={t`Entries found`} testId="sanction-entry-table">
      <HeadRow
        columns={[
          { label: <Trans>Name</Trans> },
          { label: <Trans>List</Trans> },
          { label: <Trans>Programmes</Trans> },
          { label: <Trans>Countries</Trans> },
          { label: <Trans>Listed on</Trans> },
        ]}
      />
      <tbody>
        {rows.map((row) => {
          const otherNames = row.nameCount - 1;
          return (
            <tr key={row.id} className="border-b border-slate-100 align-top" data-testid="sanction-entry-row">
              <td className="py-2 pr-4">
                <Link
                  to={
                    row.entryType === "individual"
                      ? "/sanction/index/personDetail/$id"
                      : "/sanction/index/companyDetail/$id"
                  }
                  params={{ id: row.id }}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {row.name}
                </Link>
                {otherNames > 0 ? (
                  <div className="text-xs text-slate-600">
                    <Plural value={otherNames} one="# other name" other="# other names" />
                  </div>
                ) : null}
              </td>
              <td className="py-2 pr-4 whitespace-nowrap">{row.listId}</td>
              <td className="py-2 pr-4">{row.programmes.join(", ") || "—"}</td>
              <td className="py-2 pr-4">{row.countries.map((c) => countryName(c, i18n.locale)).join(", ") || "—"}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{row.listedOn ?? "—"}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
