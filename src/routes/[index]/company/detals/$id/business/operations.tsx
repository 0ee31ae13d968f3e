import { createFileRoute } from "@tanstack/react-router";
import { OperationsPage } from "../../../../../../features/company-profile/operations-page.tsx";

export const Route = createFileRoute("/index/company/detals/$id/business/operations")({ component: OperationsPage });
