import type { Static } from "typebox";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SanctionSourceList } from "../../../contract/screening-pages.ts";
import { ScrollTable } from "../trade-product/index.ts";
import { HeadRow } from "./head-row.tsx";

type List = Static<typeof SanctionSourceList>;

/** The lists loaded: each one's version, publication date, import time and size, with its source. */
export function SourceListsTable({ lists }: { lists: readonly List[] }) {
  const { t, i18n } = useLingui();
  if (lists.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>No sanctions list is loaded on this server.</Trans>
      </p>
    );
  }
  const imported = (at: string | null) => (at ? i18n.date(new Date(at), { dateStyle: "medium" }) : "—");
  return (
    <ScrollTable caption={t`Sanctions lists loaded`} testId="sanction-lists">
      <HeadRow
        columns={[
          { label: <Trans>List</Trans> },
          { label: <Trans>Version</Trans> },
          { label: <Trans>Imported</Trans> },
          { label: <Trans>Entries</Trans>, numeric: true },
        ]}
      />
      <tbody>
        {lists.map((list) => (
          <tr key={list.id} className="border-b border-slate-100 align-top" data-testid="sanction-list-row">
            <td className="py-2 pr-4">
              <a href={list.sourceUrl} className="font-medium text-brand-700 hover:underline" rel="noreferrer">
                {list.name}
              </a>
              <div className="text-xs text-slate-600">{list.authority}</div>
            </td>
            <td className="py-2 pr-4 whitespace-nowrap">{list.version ?? list.publishedOn ?? "—"}</td>
            <td className="py-2 pr-4 whitespace-nowrap">{imported(list.importedAt)}</td>
            <td className="py-2 pr-4 text-right tabular-nums">{i18n.number(list.entryCount)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
