import { useEffect } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { LOGIN_REDIRECT_DELAY_MS } from "../../../contract/constants.ts";
import { emitAppEvent, onAppEvent } from "../../lib/app-events.ts";
import { clearSession } from "../../lib/session.ts";

/**
 * The spec's 401 and 403 flows (section 8). 401: 'Please Login in!' for 3 s, the session is
 * cleared, then back to / with the login dialog open. 403 (signed in on another device): the
 * message, the session cleared, back to /. A sign-out in another tab (by hand, idle, 401 or 403)
 * brings this tab back to / as well.
 */
export function SessionFlows() {
  const { t } = useLingui();
  const navigate = useNavigate();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let replacedUntil = 0;
    const offExpired = onAppEvent("auth:expired", () => {
      if (timer) return; // several calls failing at once: one flow
      emitAppEvent({ type: "toast", kind: "error", message: t`Please Login in!` });
      clearSession();
      timer = setTimeout(() => {
        timer = undefined;
        void navigate({ to: "/" }).then(() => emitAppEvent({ type: "login:open" }));
      }, LOGIN_REDIRECT_DELAY_MS);
    });
    const offReplaced = onAppEvent("auth:replaced", () => {
      if (Date.now() < replacedUntil) return; // several calls refused at once: one flow
      replacedUntil = Date.now() + LOGIN_REDIRECT_DELAY_MS;
      emitAppEvent({
        type: "toast",
        kind: "error",
        message: t`Your account is logged in on another device. If you lose your password, please handle it promptly. You can also choose to log in again`,
      });
      clearSession();
      void navigate({ to: "/" });
    });
    const onOtherTab = (event: StorageEvent) => {
      if (event.key === "token" && event.oldValue && !event.newValue) void navigate({ to: "/" });
    };
    window.addEventListener("storage", onOtherTab);
    return () => {
      window.removeEventListener("storage", onOtherTab);
      offExpired();
      offReplaced();
      if (timer) clearTimeout(timer);
    };
  }, [navigate, t]);

  return null;
}
