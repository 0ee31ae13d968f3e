import { createFileRoute } from "@tanstack/react-router";
import { SnapshotPage } from "../../../../../../features/company-profile/snapshot-page.tsx";

export const Route = createFileRoute("/index/company/detals/$id/background/snapshot")({ component: SnapshotPage });
