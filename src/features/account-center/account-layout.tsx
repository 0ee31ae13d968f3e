import { useEffect, useRef, type ReactNode } from "react";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useIsSignedIn } from "../../lib/use-session.ts";
import { AccountMenu } from "./account-menu.tsx";
import { SignedOutPanel } from "./signed-out-panel.tsx";

/**
 * The account area inside the main layout: the side menu beside the page. A visitor who arrives
 * signed out gets the login dialog and no account data is asked for; signing out here (which
 * goes home) does not reopen it.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const isSignedIn = useIsSignedIn();
  const arrivedSignedOut = useRef(!isSignedIn);
  useEffect(() => {
    if (!arrivedSignedOut.current) return;
    // After this commit: on a first load the login dialog subscribes in a later effect.
    const timer = setTimeout(() => emitAppEvent({ type: "login:open" }), 0);
    return () => clearTimeout(timer);
  }, []);

  if (!isSignedIn) return <SignedOutPanel />;
  return (
    <div className="flex min-h-full flex-col gap-1 bg-slate-50 p-2 md:flex-row md:items-start md:gap-2 md:p-4">
      <AccountMenu />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
