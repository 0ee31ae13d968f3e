import { useEffect, useRef, useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { Button } from "../../components/ui/button.tsx";
import { failureMessage, thirdPartySignIn } from "./accounts.api.ts";
import { FormBanner } from "./form-banner.tsx";
import { readCallback, takePending } from "./third-party.ts";
import { useAfterSignIn } from "./use-after-sign-in.ts";

/**
 * The page the provider returns to: checks state and nonce against this tab's request, posts the
 * ID token to thirdLoginGl / thirdLoginAp, then goes on exactly as a password sign-in does. A
 * failure shows the message here (and as a notice) with the way back to the login dialog.
 */
export function ThirdPartyCallback() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // the answer can be used once (StrictMode runs effects twice)
    started.current = true;
    const answer = readCallback(location.hash, takePending(sessionStorage), Date.now());
    history.replaceState(history.state, "", location.pathname); // the token leaves the address bar
    const fail = (message: string) => {
      emitAppEvent({ type: "login:failed" });
      emitAppEvent({ type: "toast", kind: "error", message });
      setFailure(message);
    };
    if (!answer.ok) {
      fail(
        answer.reason === "cancelled"
          ? t`The sign-in was cancelled.`
          : t`The sign-in could not be verified. Please try again.`,
      );
      return;
    }
    thirdPartySignIn(answer).then(
      (accountType) => {
        emitAppEvent({ type: "login:success" });
        emitAppEvent({ type: "toast", kind: "success", message: t`You are signed in.` });
        afterSignIn(accountType, "/");
      },
      (error: unknown) => fail(failureMessage(error, t`Sign-in failed. Please try again.`)),
    );
  }, [t, afterSignIn]);

  const backToSignIn = () => void navigate({ to: "/" }).then(() => emitAppEvent({ type: "login:open" }));

  return (
    <main className="flex min-h-full items-center justify-center bg-slate-50 px-4">
      <div className="flex w-full max-w-sm flex-col items-center gap-4 rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        {failure ? (
          <>
            <FormBanner message={failure} />
            <Button onClick={backToSignIn} className="w-full">
              <Trans>Back to sign in</Trans>
            </Button>
          </>
        ) : (
          <p role="status" className="flex items-center gap-3 text-sm text-slate-600">
            <span className="size-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
            <Trans>Signing you in…</Trans>
          </p>
        )}
      </div>
    </main>
  );
}
