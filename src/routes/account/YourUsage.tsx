import { createFileRoute } from "@tanstack/react-router";
import { YourUsagePage } from "../../features/my-database/index.ts";

/** `?member=<id>|all`: a group administrator's view of a member's records (from the quota page). */
type UsageSearch = { member?: string };
const parseUsageSearch = (search: Record<string, unknown>): UsageSearch => {
  const member = typeof search.member === "string" || typeof search.member === "number" ? String(search.member) : "";
  return /^(all|[1-9][0-9]{0,17})$/.test(member) ? { member } : {};
};

/** My database > YourUsage (spec: /account/YourUsage; the lowercase /account/yourUsage is the same route). */
export const Route = createFileRoute("/account/YourUsage")({ validateSearch: parseUsageSearch, component: YourUsage });

function YourUsage() {
  const { member } = Route.useSearch();
  return <YourUsagePage key={member ?? "mine"} memberId={member} />;
}
