import { createFileRoute } from "@tanstack/react-router";
import { BillingOverviewPage } from "../../features/billing/index.ts";

/** Billing > BillRecord (spec: /account/BillRecord). */
export const Route = createFileRoute("/account/BillRecord")({ component: BillingOverviewPage });
