import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDate } from "../../lib/format-date.ts";
import type { SavedCompany } from "./collections.hooks.ts";

type CompanyTableProps = {
  companies: SavedCompany[] | undefined;
  /** Heading of the date column ("Added", "Tagged"). */
  dateLabel: ReactNode;
  /** Heading and names of the lists column (folders or tags), when it is shown. */
  lists?: { label: ReactNode; names: Map<string, string> } | undefined;
  actions: (company: SavedCompany) => ReactNode;
  empty: ReactNode;
  testId: string;
};

/** The companies of a folder or tag: name and id, country, lists, date, and row actions. */
export function CompanyTable({ companies, dateLabel, lists, actions, empty, testId }: CompanyTableProps) {
  const { i18n } = useLingui();
  if (companies && companies.length === 0) {
    return (
      <p
        className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-500"
        data-testid={`${testId}-empty`}
      >
        {empty}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5">
              <Trans>Company</Trans>
            </th>
            <th scope="col" className="px-4 py-2.5">
              <Trans>Country</Trans>
            </th>
            {lists ? (
              <th scope="col" className="hidden px-4 py-2.5 md:table-cell">
                {lists.label}
              </th>
            ) : null}
            <th scope="col" className="hidden px-4 py-2.5 sm:table-cell">
              {dateLabel}
            </th>
            <th scope="col" className="px-4 py-2.5 text-right">
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {companies?.map((company) => (
            <tr
              key={company.aaaId}
              className="hover:bg-slate-50/60"
              data-testid="company-row"
              data-aaa-id={company.aaaId}
            >
              <td className="px-4 py-2.5">
                <span className="block font-medium text-slate-900">{company.companyName || company.aaaId}</span>
                <span className="block text-xs text-slate-500">{company.aaaId}</span>
              </td>
              <td className="px-4 py-2.5 text-slate-700">{company.countryCode ?? "–"}</td>
              {lists ? (
                <td className="hidden px-4 py-2.5 md:table-cell">
                  <span className="flex flex-wrap gap-1">
                    {company.listIds.map((listId) => (
                      <span key={listId} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                        {lists.names.get(listId) ?? ""}
                      </span>
                    ))}
                  </span>
                </td>
              ) : null}
              <td className="hidden px-4 py-2.5 whitespace-nowrap text-slate-600 sm:table-cell">
                {company.changedAt > 0 ? formatDate(company.changedAt, i18n.locale) : "–"}
              </td>
              <td className="px-4 py-2.5">
                <span className="flex items-center justify-end gap-1">{actions(company)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
