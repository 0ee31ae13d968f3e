import { createFileRoute } from "@tanstack/react-router";
import { IndustryPage } from "../../../../../../features/company-profile/industry-page.tsx";

export const Route = createFileRoute("/index/company/detals/$id/business/industry")({ component: IndustryPage });
