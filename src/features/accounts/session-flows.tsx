import { useEffect } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { LOGIN_REDIRECT_DELAY_MS } from "../../../contract/constants.ts";
import { emitAppEvent, onAppEvent } from "../../lib/app-events.ts";
import { clearSession, hasToken } from "../../lib/session.ts";

/**
 * The spec's 401 and 403 flows (section 8). 401: 'Please Login in!' for 3 s, the session is
 * cleared, then back to / with the login dialog open. 403 (signed in on another device): the
 * message, the session cleared, back to /. A sign-out in another tab (by hand, idle, 401 or 403)
 * brings this tab back to / as well. After a 403 the user reads one notice: the 401s of calls made
 * until the next sign-in (the page's other calls, now without a token) are its echo, not a new flow.
 */
export function SessionFlows() {
  const { t } = useLingui();
  const navigate = useNavigate();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let replacedUntil = 0;
    let isReplaced = false;
    const offExpired = onAppEvent("auth:expired", () => {
      if (timer) return; // several calls failing at once: one flow
      if (isReplaced && !hasToken()) return; // the 403 flow has said it already
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
      isReplaced = true;
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
    const onSessionChange = () => {
      if (hasToken()) isReplaced = false; // signed in again: a 401 is news again
    };
    window.addEventListener("storage", onOtherTab);
    window.addEventListener("session-change", onSessionChange);
    return () => {
      window.removeEventListener("storage", onOtherTab);
      window.removeEventListener("session-change", onSessionChange);
      offExpired();
      offReplaced();
      if (timer) clearTimeout(timer);
    };
  }, [navigate, t]);

  return null;
}
