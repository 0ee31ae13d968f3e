import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { useIsSignedIn } from "../../lib/use-session.ts";
import { AccountPageFrame } from "./account-page-frame.tsx";
import { EntitlementsSummary } from "./entitlements-summary.tsx";
import { LoadState } from "./load-state.tsx";
import { SignedOutPanel } from "./signed-out-panel.tsx";
import { useFreshSimpleInfo } from "./queries.ts";

export type BalancePageProps = {
  /** addCredit (/index/addCredit) for individuals, quota (/account/quota) for organisation administrators. */
  variant: "addCredit" | "quota";
  /** What is sold there (the billing feature's purchase panel, composed by the route). */
  children?: ReactNode;
};

/**
 * Add credit and Quota: the real balance, tier and subscription periods from
 * GET /user/getUserSimpleInfo, then what the route puts below (the purchase panel).
 */
export function BalancePage({ variant, children }: BalancePageProps) {
  const isSignedIn = useIsSignedIn();
  return isSignedIn ? <Balance variant={variant}>{children}</Balance> : <SignedOutPanel />;
}

function Balance({ variant, children }: BalancePageProps) {
  const { t } = useLingui();
  const info = useFreshSimpleInfo();
  return (
    <AccountPageFrame
      title={variant === "quota" ? t`Quota` : t`Add credit`}
      description={
        variant === "quota"
          ? t`The credits and subscription of your organisation's account.`
          : t`Your credits and subscription.`
      }
    >
      <div className="flex flex-col gap-5" data-testid={`balance-${variant}`}>
        {info.data ? <EntitlementsSummary entitlements={info.data} /> : <LoadState query={info} />}
        {children}
      </div>
    </AccountPageFrame>
  );
}
