import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useUserInfo } from "../../lib/use-session.ts";
import { barButtonClass, type BarTone } from "../../components/ui/bar-button.ts";
import { DropdownItem, DropdownMenu } from "../../components/ui/dropdown-menu.tsx";
import { ChevronDownIcon, LogoutIcon, UserIcon } from "../../components/ui/icons.ts";
import { signOut } from "./accounts.api.ts";

/** The account slot: "Sign in" when signed out; the user's avatar or first name and a menu when in. */
export function AccountButton({ tone }: { tone: BarTone }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useUserInfo();

  if (!user) {
    return (
      <button type="button" onClick={() => emitAppEvent({ type: "login:open" })} className={barButtonClass(tone)}>
        <UserIcon />
        <span className="sr-only sm:not-sr-only">
          <Trans comment="Top bar button that opens the login dialog">Sign in</Trans>
        </span>
      </button>
    );
  }
  const firstName = user.firstName;
  return (
    <DropdownMenu
      label={t`Account of ${firstName}`}
      buttonClassName={barButtonClass(tone)}
      button={
        <>
          {user.userImg ? (
            <img src={user.userImg} alt="" className="size-7 rounded-full object-cover" />
          ) : (
            <span className="flex size-7 items-center justify-center rounded-full bg-gold-400 text-xs font-bold text-brand-900">
              {firstName.slice(0, 1).toUpperCase()}
            </span>
          )}
          <span className="hidden max-w-28 truncate lg:inline">{firstName}</span>
          <ChevronDownIcon className="hidden size-4 opacity-70 lg:block" />
        </>
      }
    >
      <DropdownItem
        icon={<LogoutIcon className="size-4" />}
        onSelect={() => void signOut(() => void navigate({ to: "/" }))}
      >
        <Trans>Sign out</Trans>
      </DropdownItem>
    </DropdownMenu>
  );
}
