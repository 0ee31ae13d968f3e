import { createFileRoute } from "@tanstack/react-router";
import { ReportsDownloadedPage } from "../../features/my-database/index.ts";

/** My database > ReprotDownloaded (the spec's spelling: /account/ReprotDownloaded). */
export const Route = createFileRoute("/account/ReprotDownloaded")({ component: ReportsDownloadedPage });
