import { createFileRoute } from "@tanstack/react-router";
import { MyAccountPage } from "../../features/account-center/index.ts";

/** My Account (the account menu's "account" entry). */
export const Route = createFileRoute("/account/accountSettings")({ component: MyAccountPage });
