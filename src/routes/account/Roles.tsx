import { createFileRoute } from "@tanstack/react-router";
import { RolesPage } from "../../features/organisation/index.ts";
import { GATES, RequirePermission } from "../../features/permissions/index.ts";

/** Organizational → Roles: name, position, status (Valid or Invalid) and permission settings; group administrators only (spec §6). */
export const Route = createFileRoute("/account/Roles")({
  component: () => (
    <RequirePermission gate={GATES.groupManagement}>
      <RolesPage />
    </RequirePermission>
  ),
});
