import { createFileRoute } from "@tanstack/react-router";
import { UsersPage } from "../../features/organisation/index.ts";
import { GATES, RequirePermission } from "../../features/permissions/index.ts";

/** Organizational → User: the organisation's users, their group, role and account status; group administrators only (spec §6). */
export const Route = createFileRoute("/account/User")({
  component: () => (
    <RequirePermission gate={GATES.groupManagement}>
      <UsersPage />
    </RequirePermission>
  ),
});
