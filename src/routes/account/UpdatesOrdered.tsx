import { createFileRoute } from "@tanstack/react-router";
import { UpdatesOrderedPage } from "../../features/my-database/index.ts";

/** My database > UpdatesOrdered (spec: /account/UpdatesOrdered). */
export const Route = createFileRoute("/account/UpdatesOrdered")({ component: UpdatesOrderedPage });
