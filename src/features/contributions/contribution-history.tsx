import { Trans, useLingui } from "@lingui/react/macro";
import { useCompanyContributions } from "./contributions-api.ts";
import { ChangeList } from "./change-list.tsx";
import { KIND_LABELS } from "./field-labels.ts";

/** The profile's history of applied user contributions: what changed, the value replaced, from whom and when. */
export function ContributionHistory({ companyId }: { companyId: string }) {
  const { t, i18n } = useLingui();
  const { data } = useCompanyContributions(companyId);
  const list = data?.list ?? [];
  return (
    <section
      aria-labelledby="contribution-history-title"
      data-testid="contribution-history"
      className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="contribution-history-title" className="text-base font-semibold text-slate-900">
        <Trans>Contributed by users</Trans>
      </h2>
      <p className="mt-1 text-xs text-slate-500">
        <Trans>Data proposed by users and approved by our team; the values they replaced are kept.</Trans>
      </p>
      {list.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">
          <Trans>No user contribution has been applied to this company yet.</Trans>
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {list.map((entry) => {
            const who = entry.contributor || t`a user`;
            const when = i18n.date(entry.appliedAt, { dateStyle: "medium" });
            const kind = KIND_LABELS[entry.kind];
            return (
              <li key={entry.id} className="rounded-lg p-3 ring-1 ring-slate-200" data-testid="contribution-entry">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-medium text-slate-900">{kind ? i18n._(kind) : entry.kind}</span>
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-[11px] font-medium text-emerald-800 ring-1 ring-emerald-200">
                    <Trans comment="Label of data a user contributed">User contribution</Trans>
                  </span>
                  <span className="text-xs text-slate-500">
                    {t({ message: `Proposed by ${who}, applied on ${when}`, comment: "A contribution's provenance" })}
                  </span>
                </div>
                <ChangeList changes={entry.changes} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
