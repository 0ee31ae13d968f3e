import { createFileRoute } from "@tanstack/react-router";
import { BillingInformationEditPage } from "../../features/billing/index.ts";

/** Billing information, second page (spec: /account/billinginformationtwo). */
export const Route = createFileRoute("/account/billinginformationtwo")({ component: BillingInformationEditPage });
