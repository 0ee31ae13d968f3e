import { createFileRoute } from "@tanstack/react-router";
import { BankTransferPage } from "../../features/billing/index.ts";

/** Bank transfer details (issue 15). */
export const Route = createFileRoute("/account/BankTransfer")({ component: BankTransferPage });
