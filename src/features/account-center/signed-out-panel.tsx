import { Trans } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { Button } from "../../components/ui/button.tsx";
import { UserIcon } from "../../components/ui/icons.ts";

/** What an account page shows signed out: no account data, a way to sign in. */
export function SignedOutPanel() {
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center"
      data-testid="account-signed-out"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <UserIcon />
      </span>
      <h1 className="text-xl font-semibold text-slate-900">
        <Trans>Your account</Trans>
      </h1>
      <p className="text-sm text-slate-600">
        <Trans>Sign in to see your dashboard, credits, profile and settings.</Trans>
      </p>
      <Button onClick={() => emitAppEvent({ type: "login:open" })}>
        <Trans>Sign in</Trans>
      </Button>
    </div>
  );
}
