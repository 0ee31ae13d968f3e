import { useState } from "react";
import { AccountButton } from "../../features/accounts/account-button.tsx";
import { HelpMenu } from "../../features/help/help-menu.tsx";
import { LanguageMenu } from "../../features/language/language-menu.tsx";
import { TopBar } from "../../features/shell/top-bar.tsx";
import { LazyWhen } from "../../lib/lazy-component.tsx";

// The drawer (a dialog) loads when first opened: the home page does not wait for it.
const loadAppsDrawer = () => import("../../features/shell/apps-drawer.tsx").then((module) => module.AppsDrawer);

/** The top bar of the pages outside the main layout (home, privacy policy). */
export function PublicHeader() {
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  return (
    <>
      <TopBar
        onOpenDrawer={() => setDrawerOpen(true)}
        language={<LanguageMenu tone="dark" />}
        help={<HelpMenu tone="dark" />}
        account={<AccountButton tone="dark" />}
      />
      <LazyWhen
        when={isDrawerOpen}
        load={loadAppsDrawer}
        props={{ open: isDrawerOpen, onClose: () => setDrawerOpen(false) }}
      />
    </>
  );
}
