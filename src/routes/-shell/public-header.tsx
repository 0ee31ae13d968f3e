import { useState } from "react";
import { AccountButton } from "../../features/accounts/account-button.tsx";
import { HelpMenu } from "../../features/help/help-menu.tsx";
import { LanguageMenu } from "../../features/language/language-menu.tsx";
import { AppsDrawer } from "../../features/shell/apps-drawer.tsx";
import { TopBar } from "../../features/shell/top-bar.tsx";

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
      <AppsDrawer open={isDrawerOpen} onClose={() => setDrawerOpen(false)} />
    </>
  );
}
