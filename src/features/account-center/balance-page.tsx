import { Trans, useLingui } from "@lingui/react/macro";
import { useIsSignedIn } from "../../lib/use-session.ts";
import { InfoNote } from "./info-note.tsx";
import { AccountPageFrame } from "./account-page-frame.tsx";
import { EntitlementsSummary } from "./entitlements-summary.tsx";
import { LoadState } from "./load-state.tsx";
import { SignedOutPanel } from "./signed-out-panel.tsx";
import { useFreshSimpleInfo } from "./queries.ts";

export type BalancePageProps = {
  /** addCredit (/index/addCredit) for individuals, quota (/account/quota) for organisation administrators. */
  variant: "addCredit" | "quota";
};

/**
 * Add credit and Quota until billing comes: the real balance, tier and subscription periods from
 * GET /user/getUserSimpleInfo, and a note that buying comes with billing.
 */
export function BalancePage({ variant }: BalancePageProps) {
  const isSignedIn = useIsSignedIn();
  return isSignedIn ? <Balance variant={variant} /> : <SignedOutPanel />;
}

function Balance({ variant }: BalancePageProps) {
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
        <InfoNote>
          <Trans>
            Buying credits and subscriptions comes with the billing pages in a later version. Until then, your balance
            and subscription are shown here as they stand.
          </Trans>
        </InfoNote>
      </div>
    </AccountPageFrame>
  );
}
