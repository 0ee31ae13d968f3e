import { createFileRoute } from "@tanstack/react-router";
import { YourUsagePage } from "../../features/my-database/index.ts";

/** `?member=<id>|all`: a group administrator's view of a member's records (from the quota page). */
type UsageSearch = { member?: number | "all" };
const parseUsageSearch = (search: Record<string, unknown>): UsageSearch => {
  const member = typeof search.member === "string" || typeof search.member === "number" ? String(search.member) : "";
  if (member === "all") return { member };
  return /^[1-9][0-9]{0,15}$/.test(member) ? { member: Number(member) } : {};
};

/** My database > YourUsage (spec: /account/YourUsage; the lowercase /account/yourUsage is the same route). */
export const Route = createFileRoute("/account/YourUsage")({ validateSearch: parseUsageSearch, component: YourUsage });

function YourUsage() {
  const { member } = Route.useSearch();
  const memberId = member === undefined ? undefined : String(member);
  return <YourUsagePage key={memberId ?? "mine"} memberId={memberId} />;
}
