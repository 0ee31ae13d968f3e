import { createFileRoute } from "@tanstack/react-router";
import { UserSettingsPage } from "../../features/account-center/index.ts";
import { GATES, RequirePermission } from "../../features/permissions/index.ts";

/** User Settings: the inactivity timeout (blocked for lockType 0, spec §6). */
export const Route = createFileRoute("/account/UserSettings")({
  component: () => (
    <RequirePermission gate={GATES.userSettings}>
      <UserSettingsPage />
    </RequirePermission>
  ),
});
