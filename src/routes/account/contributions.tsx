import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { AccountPageFrame } from "../../features/account-center/index.ts";
import { ModerationList } from "../../features/contributions/index.ts";

/** The administrators' review of company data contributions (/account/contributions). */
export const Route = createFileRoute("/account/contributions")({ component: Contributions });

function Contributions() {
  const { t } = useLingui();
  return (
    <AccountPageFrame title={t`Data contributions to review`}>
      <ModerationList />
    </AccountPageFrame>
  );
}
