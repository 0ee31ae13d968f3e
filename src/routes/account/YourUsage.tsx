import { createFileRoute } from "@tanstack/react-router";
import { YourUsagePage } from "../../features/my-database/index.ts";

/** My database > YourUsage (spec: /account/YourUsage; the lowercase /account/yourUsage is the same route). */
export const Route = createFileRoute("/account/YourUsage")({ component: YourUsagePage });
