import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { Plural, Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import type { LockType } from "../../../contract/account-center.ts";
import { formatDate } from "../../lib/format-date.ts";
import { daysLeft, subscriptionPercent, type EntitlementsView } from "./entitlements.ts";

/** Spec section 3/6: lockType 0 ordinary, 1 silver, 2 gold, 3 enterprise. */
export const TIER_LABELS: Record<LockType, MessageDescriptor> = {
  0: msg({ message: "Standard", comment: "Account tier without a subscription" }),
  1: msg({ message: "Silver", comment: "Subscription tier" }),
  2: msg({ message: "Gold", comment: "Subscription tier" }),
  3: msg({ message: "Enterprise", comment: "Subscription tier" }),
};

/** A date of the API (ISO 8601) in the reader's language. */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useLingui();
  return (iso) => formatDate(iso, i18n.locale);
}

export function Figure({
  label,
  value,
  testId,
  hint,
}: {
  label: string;
  value: string;
  testId: string;
  hint?: string;
}) {
  return (
    <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {hint ? <dd className="mt-1 text-xs text-slate-500">{hint}</dd> : null}
    </div>
  );
}

/** Credits, tier and expiry as figures, then each subscription with its progress (dayUsed / totalDays). */
export function EntitlementsSummary({ entitlements }: { entitlements: EntitlementsView }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const formatDate = useFormatDate();
  const { availablePoints, lockType, expiration, vips } = entitlements;
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure
          label={t`Available credits`}
          value={new Intl.NumberFormat(i18n.locale).format(availablePoints)}
          testId="available-credits"
        />
        <Figure label={t`Tier`} value={i18n._(TIER_LABELS[lockType])} testId="account-tier" />
        <Figure
          label={t`Expires`}
          value={expiration ? formatDate(expiration) : t`No subscription`}
          testId="account-expiration"
        />
      </dl>
      {vips.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={t`Subscriptions`}>
          {vips.map((vip) => {
            const percent = subscriptionPercent(vip);
            const left = daysLeft(vip);
            const tier = i18n._(TIER_LABELS[vip.lockType]);
            const ends = formatDate(vip.endTime);
            const used = vip.dayUsed;
            const total = vip.totalDays;
            return (
              <li key={`${vip.lockType}-${vip.endTime}`} className="rounded-lg p-4 ring-1 ring-slate-200">
                <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                  <span className="font-semibold text-slate-900">
                    <Trans>{tier} subscription</Trans>
                  </span>
                  <span className="text-slate-600">
                    <Trans>Ends {ends}</Trans>
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={t`${tier} subscription used`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
                >
                  <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
                </div>
                <p className="mt-1.5 text-xs text-slate-500">
                  <Trans>
                    Day {used} of {total} · <Plural value={left} one="# day left" other="# days left" />
                  </Trans>
                </p>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>You have no active subscription. Silver and Gold subscriptions unlock more features.</Trans>
        </p>
      )}
    </div>
  );
}
