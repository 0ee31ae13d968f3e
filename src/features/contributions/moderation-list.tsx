import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { usePendingProposals, useDecision } from "./contributions-api.ts";
import { ChangeList } from "./change-list.tsx";
import { KIND_LABELS } from "./field-labels.ts";

/** The administrators' screen: pending proposals, each approved (applied to the profile) or rejected. */
export function ModerationList() {
  const { t, i18n } = useLingui();
  const pending = usePendingProposals();
  const decision = useDecision();
  if (pending.error instanceof ApiError && pending.error.code === 404)
    return (
      <p className="text-sm text-slate-600" data-testid="moderation-refused">
        <Trans>Only administrators can review contributions.</Trans>
      </p>
    );
  if (!pending.data) return <p className="text-sm text-slate-500">{t`Loading...`}</p>;
  if (pending.data.list.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No proposal is waiting for a review.</Trans>
      </p>
    );
  return (
    <ul className="space-y-3" data-testid="moderation-list">
      {pending.data.list.map((item) => {
        const kind = KIND_LABELS[item.kind];
        const company = item.companyName ?? item.companyId;
        const who = item.proposerEmail ?? "—";
        const when = i18n.date(item.proposedAt, { dateStyle: "medium", timeStyle: "short" });
        return (
          <li key={item.id} className="rounded-lg bg-white p-4 ring-1 ring-slate-200" data-testid="proposal">
            <p className="text-sm font-semibold text-slate-900">
              {kind ? i18n._(kind) : item.kind} · {company}
            </p>
            <p className="text-xs text-slate-500">
              {t({ message: `Proposed by ${who} on ${when}`, comment: "A pending contribution's proposer and date" })}
            </p>
            <ChangeList changes={item.changes} />
            <div className="mt-3 flex gap-2">
              <Button
                disabled={decision.isPending}
                onClick={() => decision.mutate({ id: item.id, decision: "approve" })}
                aria-label={t`Approve the proposal about ${company}`}
              >
                <Trans>Approve</Trans>
              </Button>
              <Button
                variant="secondary"
                disabled={decision.isPending}
                onClick={() => decision.mutate({ id: item.id, decision: "reject" })}
                aria-label={t`Reject the proposal about ${company}`}
              >
                <Trans>Reject</Trans>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
