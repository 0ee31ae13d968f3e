import { useState } from "react";
import { useLocation } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";
import { useRouteExists } from "../../lib/use-route-exists.ts";
import { ChevronDownIcon } from "../../components/ui/icons.ts";
import { NavEntry } from "../../components/ui/nav-entry.tsx";
import { MENU_LABELS } from "./account-menu-labels.ts";
import { accountSubpages, buildAccountMenu, currentItem, type AccountMenuItem } from "./account-menu.ts";
import { useMenuEntries } from "./queries.ts";
import { useUserInfo } from "../../lib/use-session.ts";

/** userType 3, the group administrator: the only one who sees the Organizational group (spec §6). */
const GROUP_ADMINISTRATOR = "3";

const entryClass = cn(
  "flex w-full items-center justify-between gap-2 rounded-md px-3 py-3 text-sm text-slate-700 transition-colors md:py-2",
  "hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500",
  "aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800",
  "aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent aria-disabled:hover:text-slate-400",
);

function MenuGroup({ title, items, current, onNavigate }: MenuGroupProps) {
  const { i18n } = useLingui();
  return (
    <div>
      <h2 className="mb-1 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">{title}</h2>
      <ul className="space-y-0.5">
        {items.map((item) => (
          <li key={item.key}>
            <NavEntry
              href={item.href}
              current={item.key === current?.key}
              onNavigate={onNavigate}
              tooltipPlacement="right"
              block
              className={entryClass}
            >
              <span className="truncate">{i18n._(MENU_LABELS[item.key])}</span>
              {item.isAvailable ? null : (
                <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-[10px] font-medium text-slate-500">
                  <Trans
                    context="coming in a later version"
                    comment="Account menu badge: the page comes in a later version"
                  >
                    Later
                  </Trans>
                </span>
              )}
            </NavEntry>
          </li>
        ))}
      </ul>
    </div>
  );
}

type MenuGroupProps = {
  title: string;
  items: AccountMenuItem[];
  current: AccountMenuItem | undefined;
  onNavigate: () => void;
};

/**
 * The account side menu: the server's entries (GET /user/getUserCenterMenuList), then the Account
 * pages and the legal pages. On phones it folds into a button naming the page shown.
 */
export function AccountMenu() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const exists = useRouteExists();
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useState(false);
  const entries = useMenuEntries();
  // Until the server answers, no guess: the fallback would flash and change.
  const menu = entries.data || entries.error ? buildAccountMenu(entries.data ?? [], exists) : [];
  const isGroupAdmin = useUserInfo()?.userType === GROUP_ADMINISTRATOR;
  const { account, organizational, messages, help } = accountSubpages(exists, isGroupAdmin);
  const current = currentItem([...menu, ...account, ...organizational, ...messages, ...help], pathname);
  const close = () => setOpen(false);

  return (
    <nav aria-label={t`Account menu`} data-testid="account-menu" className="md:w-60 md:shrink-0">
      <button
        type="button"
        aria-expanded={isOpen}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-2 rounded-lg bg-white px-4 py-3 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 md:hidden"
      >
        <span className="truncate">{current ? i18n._(MENU_LABELS[current.key]) : t`Account menu`}</span>
        <ChevronDownIcon className={cn("size-4 transition-transform", isOpen && "rotate-180")} />
      </button>
      <div
        className={cn(
          "mt-2 flex-col gap-5 rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200 md:mt-0 md:flex",
          isOpen ? "flex" : "hidden",
        )}
      >
        <MenuGroup title={t`Account center`} items={menu} current={current} onNavigate={close} />
        <MenuGroup title={t`Account`} items={account} current={current} onNavigate={close} />
        {organizational.length > 0 ? (
          <MenuGroup
            title={t({ message: "Organizational", comment: "Account menu group: groups, users and roles" })}
            items={organizational}
            current={current}
            onNavigate={close}
          />
        ) : null}
        <MenuGroup title={t`Messages`} items={messages} current={current} onNavigate={close} />
        <MenuGroup title={t`Help`} items={help} current={current} onNavigate={close} />
      </div>
    </nav>
  );
}
