import { createFileRoute } from "@tanstack/react-router";
import { BillingInformationPage } from "../../features/billing/index.ts";

/** Billing information (spec: /account/billinginformation). */
export const Route = createFileRoute("/account/billinginformation")({ component: BillingInformationPage });
