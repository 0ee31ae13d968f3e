import { Trans, useLingui } from "@lingui/react/macro";
import { Modal } from "../../../components/ui/modal.tsx";
import { cn } from "../../../lib/cn.ts";
import { useCompareCompanies } from "../queries.ts";
import { DemoBadge } from "../demo-badge.tsx";
import { countryName } from "../format.ts";
import { ProfileLink } from "./company-cell.tsx";
import { bestIndex } from "./best-value.ts";
import { COMPARE_SECTIONS } from "./compare-rows.ts";

type CompareDialogProps = { open: boolean; onClose: () => void; aaaIds: readonly string[] };

/** Compare: 2 to 5 chosen companies side by side, the best value of each measure marked. */
export function CompareDialog({ open, onClose, aaaIds }: CompareDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={<Trans>Compare companies</Trans>} size="xl">
      {open ? <CompareBody aaaIds={aaaIds} /> : null}
    </Modal>
  );
}

function CompareBody({ aaaIds }: { aaaIds: readonly string[] }) {
  const { i18n } = useLingui();
  const answer = useCompareCompanies(aaaIds);

  if (answer.isPending) {
    return (
      <p className="px-6 py-10 text-center text-sm text-slate-500" role="status">
        <Trans>Loading the comparison…</Trans>
      </p>
    );
  }
  if (answer.isError) {
    return (
      <p className="px-6 py-10 text-center text-sm text-red-700" role="alert">
        {answer.error.message}
      </p>
    );
  }
  const companies = answer.data;
  return (
    <div className="min-h-0 overflow-auto px-6 pt-2 pb-6">
      <table className="w-full min-w-[40rem] border-separate border-spacing-0 text-sm" data-testid="compare-table">
        <thead>
          <tr>
            <th scope="col" className="sticky top-0 left-0 z-20 w-44 bg-white" />
            {companies.map((company) => (
              <th
                key={company.aaaId}
                scope="col"
                className="sticky top-0 z-10 border-b-2 border-brand-600 bg-white px-3 pt-1 pb-3 text-left align-bottom"
              >
                <ProfileLink aaaId={company.aaaId} className="font-semibold text-brand-700 hover:underline">
                  {company.name}
                </ProfileLink>
                <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs font-normal text-slate-500">
                  <span>{countryName(company.countryCode, i18n.locale)}</span>
                  <span className="font-mono text-[11px] text-slate-500">{company.aaaId}</span>
                  {company.isDemo ? <DemoBadge /> : null}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        {COMPARE_SECTIONS.map((section) => (
          <tbody key={section.title.message ?? section.title.id}>
            <tr>
              <th
                colSpan={companies.length + 1}
                scope="colgroup"
                className="bg-slate-50 px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase"
              >
                {i18n._(section.title)}
              </th>
            </tr>
            {section.rows.map((row) => {
              const best = bestIndex(row, companies);
              return (
                <tr key={row.label.message ?? row.label.id} className="hover:bg-slate-50/70">
                  <th
                    scope="row"
                    className="sticky left-0 border-b border-slate-100 bg-white px-3 py-2 text-left font-medium text-slate-600"
                  >
                    {i18n._(row.label)}
                  </th>
                  {companies.map((company, index) => (
                    <td
                      key={company.aaaId}
                      className={cn(
                        "border-b border-slate-100 px-3 py-2 text-slate-800 tabular-nums",
                        index === best && "font-semibold text-emerald-700",
                      )}
                    >
                      {row.value(company, i18n)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
