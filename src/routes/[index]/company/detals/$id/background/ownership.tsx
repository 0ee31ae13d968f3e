import { createFileRoute } from "@tanstack/react-router";
import { OwnershipPage } from "../../../../../../features/company-profile/ownership-page.tsx";

export const Route = createFileRoute("/index/company/detals/$id/background/ownership")({ component: OwnershipPage });
