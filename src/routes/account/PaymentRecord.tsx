import { createFileRoute } from "@tanstack/react-router";
import { PaymentRecordPage } from "../../features/billing/index.ts";

/** Billing > PaymentRecord (spec: /account/PaymentRecord). */
export const Route = createFileRoute("/account/PaymentRecord")({ component: PaymentRecordPage });
