import { createFileRoute } from "@tanstack/react-router";
import { MyAccountPage } from "../../features/account-center/index.ts";

/** My Account (spec: /account/MyAccount; the router matches case-insensitively, so /account/myAccount too). */
export const Route = createFileRoute("/account/MyAccount")({ component: MyAccountPage });
