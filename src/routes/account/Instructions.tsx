import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { AccountPageFrame } from "../../features/account-center/index.ts";
import { UserGuide } from "../../features/help/user-guide.tsx";
import { GATES, RequirePermission } from "../../features/permissions/index.ts";

/** The User Guide (/account/Instructions), for gold subscribers only (spec §6). */
export const Route = createFileRoute("/account/Instructions")({ component: Instructions });

function Instructions() {
  const { t } = useLingui();
  return (
    <RequirePermission gate={GATES.userGuide}>
      <AccountPageFrame title={t`User Guide`}>
        <UserGuide />
      </AccountPageFrame>
    </RequirePermission>
  );
}
