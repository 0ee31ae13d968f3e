import { createFileRoute } from "@tanstack/react-router";
import { PurchasePanel } from "../../features/billing/index.ts";
import { BalancePage } from "../../features/account-center/index.ts";
import { GroupCreditsSection } from "../../features/group-credits/index.ts";
import { GATES, usePermissionGate } from "../../features/permissions/index.ts";

/** The account menu's "quota" (organisation administrators; their page after sign-in). */
export const Route = createFileRoute("/account/quota")({ component: Quota });

function Quota() {
  const { allows } = usePermissionGate();
  return (
    <BalancePage variant="quota">
      <GroupCreditsSection />
      {allows(GATES.addCredits) === false ? null : <PurchasePanel />}
    </BalancePage>
  );
}
