import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { useUserInfo } from "../../lib/use-session.ts";
import { LoadState } from "../account-center/index.ts";
import { MemberUsageTable } from "./member-usage-table.tsx";
import { getGroupCredits, groupCreditKeys } from "./group-credits.api.ts";

/**
 * A member's (userType 2) balance page: the credits spent are the group's (its administrator's
 * pool), within the monthly cap the administrator set (docs/decisions/0055-group-credit-pool.md).
 */
export function MemberCreditsPanel() {
  const { t, i18n } = useLingui();
  const query = useQuery({ queryKey: groupCreditKeys.mine, queryFn: getGroupCredits });
  if (!query.data) return <LoadState query={query} />;
  const credits = query.data;
  if (!credits.shared) return null;
  const figures: [string, string, string][] = [
    [t`Group credits left`, i18n.number(credits.poolBalance), "group-pool"],
    [
      t`Your monthly cap`,
      credits.monthlyCap === null
        ? t({ message: "No cap", comment: "A member may spend the group's credits without a monthly limit" })
        : i18n.number(credits.monthlyCap),
      "group-cap",
    ],
    [t`Spent this month`, i18n.number(credits.spentThisMonth), "group-spent"],
    [t`You can spend now`, i18n.number(credits.availablePoints), "group-available"],
  ];
  return (
    <section
      aria-labelledby="group-credits-title"
      className="rounded-lg p-4 ring-1 ring-brand-200"
      data-testid="member-credits"
    >
      <h2 id="group-credits-title" className="text-lg font-semibold text-slate-900">
        <Trans>Your group's credits</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>
          You spend your group's shared credits. Your group's administrator buys them and can set how many you may spend
          each calendar month.
        </Trans>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value, testId]) => (
          <div key={testId} className="rounded-md bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The balance pages' group part: the administrator's members table, or the member's share of the pool. */
export function GroupCreditsSection() {
  const userType = Number(useUserInfo()?.userType);
  if (userType === 3) return <MemberUsageTable />;
  if (userType === 2) return <MemberCreditsPanel />;
  return null;
}
