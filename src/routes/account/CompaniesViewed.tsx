import { createFileRoute } from "@tanstack/react-router";
import { CompaniesViewedPage } from "../../features/my-database/index.ts";

/** My database > CompaniesViewed (spec: /account/CompaniesViewed). */
export const Route = createFileRoute("/account/CompaniesViewed")({ component: CompaniesViewedPage });
