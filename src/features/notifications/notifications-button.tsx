import { useLingui } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useIsSignedIn } from "../../lib/use-session.ts";
import { barButtonClass, type BarTone } from "../../components/ui/bar-button.ts";
import { BellIcon } from "../../components/ui/icons.ts";
import { Tooltip } from "../../components/ui/tooltip.tsx";

/**
 * The notifications slot. Signed out it is an account icon that opens the login dialog; the
 * notifications popover itself arrives with the notifications service.
 */
export function NotificationsButton({ tone }: { tone: BarTone }) {
  const { t } = useLingui();
  const isSignedIn = useIsSignedIn();
  if (!isSignedIn) {
    return (
      <button
        type="button"
        aria-label={t`Notifications`}
        onClick={() => emitAppEvent({ type: "login:open" })}
        className={barButtonClass(tone)}
      >
        <BellIcon />
      </button>
    );
  }
  return (
    <Tooltip text={t`Not available in this version`} placement="bottom">
      {(describedBy) => (
        <button
          type="button"
          aria-label={t`Notifications`}
          aria-disabled="true"
          aria-describedby={describedBy}
          className={barButtonClass(tone, "cursor-not-allowed opacity-50")}
        >
          <BellIcon />
        </button>
      )}
    </Tooltip>
  );
}
