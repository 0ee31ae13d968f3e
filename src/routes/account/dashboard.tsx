import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../../features/account-center/index.ts";

/** The account menu's "dashboard". */
export const Route = createFileRoute("/account/dashboard")({ component: DashboardPage });
