import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { Button } from "../../components/ui/button.tsx";

/** In place of person contact data for a visitor who is not signed in: why, and a way to sign in. */
export function SignInNote({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg bg-slate-50 px-4 py-6 text-center" data-testid={testId}>
      <p className="text-sm text-slate-600">{children}</p>
      <Button onClick={() => emitAppEvent({ type: "login:open" })}>
        <Trans>Sign in</Trans>
      </Button>
    </div>
  );
}
