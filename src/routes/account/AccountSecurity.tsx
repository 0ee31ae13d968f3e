import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { AccountPageFrame } from "../../features/account-center/index.ts";
import { AccountSecurityView, parseSecuritySearch } from "../../features/account-security/index.ts";

/** /account/AccountSecurity: password, account e-mail, login history, ownership, cancellation (`?tab=`). */
export const Route = createFileRoute("/account/AccountSecurity")({
  validateSearch: parseSecuritySearch,
  component: AccountSecurity,
});

function AccountSecurity() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AccountPageFrame
      title={t`Account security`}
      description={t`Your password, the email you sign in with, your recent sign-ins and your account itself.`}
    >
      <AccountSecurityView
        search={search}
        onSearch={(next) => void navigate({ search: next })}
        onCancelled={() => void navigate({ to: "/", replace: true })}
      />
    </AccountPageFrame>
  );
}
