import { createFileRoute } from "@tanstack/react-router";
import { WorkspaceStart } from "../-shell/workspace-start.tsx";

export const Route = createFileRoute("/index/")({ component: WorkspaceStart });
