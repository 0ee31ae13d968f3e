import { createFileRoute } from "@tanstack/react-router";
import { DeductionRecordPage } from "../../features/billing/index.ts";

/** Billing > DeductionRecord (spec: /account/DeductionRecord). */
export const Route = createFileRoute("/account/DeductionRecord")({ component: DeductionRecordPage });
