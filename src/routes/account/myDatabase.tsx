import { createFileRoute } from "@tanstack/react-router";
import { YourUsagePage } from "../../features/my-database/index.ts";

/** My database, the account menu's entry (spec table: my database → myDatabase): the YourUsage page. */
export const Route = createFileRoute("/account/myDatabase")({ component: YourUsagePage });
