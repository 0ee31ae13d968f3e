import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { BALANCE_PAGES } from "../../lib/balance-pages.ts";
import { usePageItem } from "../../lib/use-page-item.ts";
import { avatarUrl } from "../../lib/avatar.ts";
import { useUserInfo } from "../../lib/use-session.ts";
import { barButtonClass, type BarTone } from "../../components/ui/bar-button.ts";
import { DropdownItem, DropdownMenu } from "../../components/ui/dropdown-menu.tsx";
import { ChevronDownIcon, LogoutIcon, PlusIcon, UserIcon } from "../../components/ui/icons.ts";
import { GATES, usePermissionGate } from "../permissions/index.ts";
import { signOut } from "./accounts.api.ts";

/**
 * The account slot: "Sign in" when signed out; the user's avatar or first name and a menu when in
 * (Add Credits, hidden for group members, userType 2; Sign out).
 */
export function AccountButton({ tone }: { tone: BarTone }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useUserInfo();
  const page = usePageItem();
  const { allows } = usePermissionGate();

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
  const avatar = avatarUrl(user.userImg);
  return (
    <DropdownMenu
      label={t`Account of ${firstName}`}
      buttonClassName={barButtonClass(tone)}
      button={
        <>
          {avatar ? (
            <img src={avatar} alt="" className="size-7 rounded-full object-cover" data-testid="top-bar-avatar" />
          ) : (
            // The initial is a picture of the user, like the avatar image (alt=""): drawn by CSS, so the
            // button's visible text is the first name its accessible name contains (WCAG 2.5.3).
            <span
              aria-hidden="true"
              data-initial={firstName.slice(0, 1).toUpperCase()}
              className="flex size-7 items-center justify-center rounded-full bg-gold-400 text-xs font-bold text-brand-900 before:content-[attr(data-initial)]"
            />
          )}
          <span className="hidden max-w-28 truncate lg:inline">{firstName}</span>
          <ChevronDownIcon className="hidden size-4 opacity-70 lg:block" />
        </>
      }
    >
      {allows(GATES.addCredits) ? (
        <DropdownItem icon={<PlusIcon className="size-4" />} {...page(BALANCE_PAGES.other)}>
          <Trans comment="Account menu: buy credits">Add credit</Trans>
        </DropdownItem>
      ) : null}
      <DropdownItem icon={<UserIcon className="size-4" />} onSelect={() => void navigate({ to: "/account/dashboard" })}>
        <Trans comment="User menu: opens the account pages">My account</Trans>
      </DropdownItem>
      <DropdownItem
        icon={<LogoutIcon className="size-4" />}
        onSelect={() => void signOut(() => void navigate({ to: "/" }))}
      >
        <Trans>Sign out</Trans>
      </DropdownItem>
    </DropdownMenu>
  );
}
