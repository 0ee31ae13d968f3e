import { createFileRoute } from "@tanstack/react-router";
import { PurchasePanel } from "../../features/billing/index.ts";
import { BalancePage } from "../../features/account-center/index.ts";

/** The account menu's "quota" (organisation administrators; their page after sign-in). */
export const Route = createFileRoute("/account/quota")({ component: Quota });

function Quota() {
  return (
    <BalancePage variant="quota">
      <PurchasePanel />
    </BalancePage>
  );
}
