import { createFileRoute } from "@tanstack/react-router";
import { UserGroupsPage } from "../../features/organisation/index.ts";
import { GATES, RequirePermission } from "../../features/permissions/index.ts";

/** Organizational → UserGroup: the organisation's groups (name, parent group, ID, status); group administrators only (spec §6). */
export const Route = createFileRoute("/account/UserGroup")({
  component: () => (
    <RequirePermission gate={GATES.groupManagement}>
      <UserGroupsPage />
    </RequirePermission>
  ),
});
