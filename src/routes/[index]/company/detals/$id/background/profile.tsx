import { createFileRoute } from "@tanstack/react-router";
import { ProfilePage } from "../../../../../../features/company-profile/profile-page.tsx";

export const Route = createFileRoute("/index/company/detals/$id/background/profile")({ component: ProfilePage });
