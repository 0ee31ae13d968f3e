import { createFileRoute } from "@tanstack/react-router";
import { InvoiceDownloadPage } from "../../features/billing/index.ts";

/** Billing > InvoiceDownload (spec: /account/InvoiceDownload). */
export const Route = createFileRoute("/account/InvoiceDownload")({ component: InvoiceDownloadPage });
