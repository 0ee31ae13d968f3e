import { useEffect, useRef, useState, type ReactNode } from "react";
import { Outlet, useLocation } from "@tanstack/react-router";
import { ChannelTitle } from "../../components/channel-title.tsx";
import { isOpenLeadsSearch } from "../../lib/channel.ts";
import { onAppEvent } from "../../lib/app-events.ts";
import { AccountButton } from "../../features/accounts/account-button.tsx";
import { useSignInOnPress } from "../../features/accounts/use-sign-in-on-press.ts";
import { AssistantButton, ChatToggle } from "../../features/assistant/assistant-buttons.tsx";
import { AssistantPanel } from "../../features/assistant/assistant-panel.tsx";
import { HelpMenu } from "../../features/help/help-menu.tsx";
import { LanguageMenu } from "../../features/language/language-menu.tsx";
import { NotificationsButton } from "../../features/notifications/notifications-button.tsx";
import { OperationWarningIndicator } from "../../features/operation-warning/operation-warning-indicator.tsx";
import { AppsDrawer } from "../../features/shell/apps-drawer.tsx";
import { GroupMenu } from "../../features/shell/group-menu.tsx";
import { LeftBar } from "../../features/shell/left-bar.tsx";
import { TopBar } from "../../features/shell/top-bar.tsx";
import { SyncStatusIndicator } from "../../features/collections/index.ts";

/** The company whose profile is open (its aaaId), the AI assistant's subject. */
function companyInView(pathname: string): string | null {
  const match = /^\/index\/company\/detals\/([^/]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]).toUpperCase() : null;
}

/**
 * The main layout (/index): top bar, left icon bar, the page, the apps drawer. On phones the left
 * bar folds into the apps drawer (opened from the top bar) and the page scrolls the document. `children` replaces
 * the outlet when a layout route wraps its pages first (/account and its side menu).
 */
export function MainLayout({ children }: { children?: ReactNode }) {
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useSignInOnPress(root, isOpenLeadsSearch(location.pathname, location.search));
  // The assistant's panel takes the screen: the drawer it was opened from (on a phone) closes.
  useEffect(() => onAppEvent("assistant:open", () => setDrawerOpen(false)), []);

  return (
    // Phones scroll the document (the browser's bars can then fold away) under a sticky top bar.
    <div ref={root} className="flex min-h-full flex-col sm:h-full">
      <TopBar
        onOpenDrawer={() => setDrawerOpen(true)}
        title={<ChannelTitle />}
        warning={
          <>
            <SyncStatusIndicator tone="dark" />
            <OperationWarningIndicator />
          </>
        }
        group={<GroupMenu tone="dark" />}
        language={<LanguageMenu tone="dark" />}
        help={<HelpMenu tone="dark" />}
        notifications={<NotificationsButton tone="dark" />}
        account={<AccountButton tone="dark" />}
        assistant={<AssistantButton />}
      />
      <div className="flex min-h-0 flex-1">
        <LeftBar chatToggle={<ChatToggle />} />
        <main className="min-w-0 flex-1 sm:overflow-y-auto">{children ?? <Outlet />}</main>
      </div>
      <AssistantPanel companyId={companyInView(location.pathname)} />
      <AppsDrawer open={isDrawerOpen} onClose={() => setDrawerOpen(false)} phoneTools={<AssistantButton labelled />} />
    </div>
  );
}
