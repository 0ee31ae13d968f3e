import { createFileRoute } from "@tanstack/react-router";
import { BalancePage } from "../../features/account-center/index.ts";

/** Add credit (/index/addCredit): where sign-in leads accounts other than organisation administrators. */
export const Route = createFileRoute("/index/addCredit")({ component: AddCredit });

function AddCredit() {
  return <BalancePage variant="addCredit" />;
}
