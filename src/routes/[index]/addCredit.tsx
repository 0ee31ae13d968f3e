import { createFileRoute } from "@tanstack/react-router";
import { PurchasePanel } from "../../features/billing/index.ts";
import { BalancePage } from "../../features/account-center/index.ts";

/** Add credit (/index/addCredit): where sign-in leads accounts other than organisation administrators. */
export const Route = createFileRoute("/index/addCredit")({ component: AddCredit });

function AddCredit() {
  return (
    <BalancePage variant="addCredit">
      <PurchasePanel />
    </BalancePage>
  );
}
