import { createFileRoute } from "@tanstack/react-router";
import { PurchasePanel } from "../../features/billing/index.ts";
import { BalancePage } from "../../features/account-center/index.ts";
import { GroupCreditsSection } from "../../features/group-credits/index.ts";
import { GATES, usePermissionGate } from "../../features/permissions/index.ts";

/** Add credit (/index/addCredit): where sign-in leads accounts other than organisation administrators. */
export const Route = createFileRoute("/index/addCredit")({ component: AddCredit });

/** A group member (userType 2) buys nothing (spec §6: Add Credits hidden): they see the group's credits. */
function AddCredit() {
  const { allows } = usePermissionGate();
  return (
    <BalancePage variant="addCredit">
      <GroupCreditsSection />
      {allows(GATES.addCredits) === false ? null : <PurchasePanel />}
    </BalancePage>
  );
}
