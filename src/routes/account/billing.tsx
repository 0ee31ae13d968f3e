import { createFileRoute } from "@tanstack/react-router";
import { BillingOverviewPage } from "../../features/billing/index.ts";

/** Billing (spec: /account/billing). */
export const Route = createFileRoute("/account/billing")({ component: BillingOverviewPage });
