import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MemberCreditUsage } from "../../../contract/credit-pool.ts";
import { Button } from "../../components/ui/button.tsx";
import { ExportTableMenu } from "../../components/ui/export-table-menu.tsx";
import { RecordsTable } from "../../components/ui/records-table.tsx";
import { emitAppEvent } from "../../lib/app-events.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { LoadState } from "../account-center/index.ts";
import { parseCap } from "./cap-input.ts";
import { getMemberCreditUsage, groupCreditKeys, setMemberCap } from "./group-credits.api.ts";

export const memberName = (member: { firstName: string; lastName: string; email: string }) =>
  `${member.firstName} ${member.lastName}`.trim() || member.email;

function CapEditor({ member }: { member: MemberCreditUsage }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [text, setText] = useState(member.monthlyCap === null ? "" : String(member.monthlyCap));
  const [error, setError] = useState<string | null>(null);
  const name = memberName(member);
  const save = useMutation({
    mutationFn: (cap: number | null) => setMemberCap(member.id, cap),
    onSuccess: (usage) => {
      queryClient.setQueryData(groupCreditKeys.members, usage);
      emitAppEvent({ type: "toast", kind: "success", message: t`The monthly cap of ${name} was saved.` });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCap(text);
    if (!parsed) return setError(t`Enter a whole number of credits, or leave it empty for no cap.`);
    setError(null);
    save.mutate(parsed.cap);
  };
  const errorId = `cap-error-${member.id}`;
  return (
    <form onSubmit={submit} className="flex flex-col gap-1" data-testid="cap-form">
      <span className="flex items-center gap-2">
        <input
          type="text"
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t({
            message: "No cap",
            comment: "A member may spend the group's credits without a monthly limit",
          })}
          aria-label={t`Monthly cap of ${name}, in credits`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-24 rounded-md border-0 bg-white px-2 py-1.5 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
          data-testid="cap-input"
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={save.isPending}
          aria-label={t`Save the monthly cap of ${name}`}
        >
          <Trans comment="Button: save a member's monthly cap">Save</Trans>
        </Button>
      </span>
      {error ? (
        <span id={errorId} role="alert" className="text-xs text-red-700">
          {error}
        </span>
      ) : null}
    </form>
  );
}

/**
 * The administrator's quota page: the group's pool and each user's spending of it (this month, in
 * total), the members' monthly caps (editable) and a link to each one's usage records.
 */
export function MemberUsageTable() {
  const { t, i18n } = useLingui();
  const query = useQuery({ queryKey: groupCreditKeys.members, queryFn: getMemberCreditUsage });
  if (!query.data) return <LoadState query={query} />;
  const { members } = query.data;
  const poolBalance = i18n.number(query.data.poolBalance);
  const capText = (member: MemberCreditUsage) =>
    member.monthlyCap === null
      ? t({ message: "No cap", comment: "A member may spend the group's credits without a monthly limit" })
      : member.monthlyCap;
  const headers = [
    t`Member`,
    t`Spent this month`,
    t`Spent in total`,
    t`Monthly cap`,
    t`Last activity`,
    t`Usage records`,
  ];
  return (
    <section aria-labelledby="member-usage-title" className="flex flex-col gap-3" data-testid="member-usage">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="member-usage-title" className="text-lg font-semibold text-slate-900">
            <Trans>Your members' use of the group's credits</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            <Trans>
              Your members spend your credits ({poolBalance} left). A monthly cap limits what a member may spend each
              calendar month; leave it empty for no cap.
            </Trans>
          </p>
        </div>
        <ExportTableMenu
          testId="member-usage-export"
          fileName="group-credit-usage"
          sheetName={t`Members' credit usage`}
          table={() => ({
            headers: headers.slice(0, 5),
            rows: members.map((member) => [
              memberName(member),
              member.spentThisMonth,
              member.spentTotal,
              capText(member),
              member.lastActivity ? new Date(member.lastActivity) : null,
            ]),
          })}
        />
      </div>
      <RecordsTable caption={t`Members' credit usage`} testId="member-usage-table" head={headers}>
        {members.map((member) => {
          const name = memberName(member);
          return (
            <tr key={member.id} className="border-t border-slate-200" data-testid="member-usage-row">
              <td className="py-2 pr-3 align-top">
                <span className="font-medium text-slate-900">{name}</span>
                <span className="block text-xs text-slate-600">{member.email}</span>
              </td>
              <td className="py-2 pr-3 align-top tabular-nums" data-testid="member-month">
                {i18n.number(member.spentThisMonth)}
              </td>
              <td className="py-2 pr-3 align-top tabular-nums">{i18n.number(member.spentTotal)}</td>
              <td className="py-2 pr-3 align-top">
                {member.userType === 2 ? (
                  <CapEditor key={`${member.id}-${member.monthlyCap}`} member={member} />
                ) : (
                  <Trans comment="The administrator's own row: the pool is theirs, no cap">Administrator</Trans>
                )}
              </td>
              <td className="py-2 pr-3 align-top">
                {member.lastActivity ? formatDateTime(member.lastActivity, i18n.locale) : "-"}
              </td>
              <td className="py-2 pr-3 align-top">
                <Link
                  to="/account/YourUsage"
                  search={{ member: Number(member.id) }}
                  className="text-brand-800 underline-offset-2 hover:underline"
                >
                  <Trans>View</Trans>
                  <span className="sr-only">{`: ${t`Usage records of ${name}`}`}</span>
                </Link>
              </td>
            </tr>
          );
        })}
      </RecordsTable>
    </section>
  );
}
