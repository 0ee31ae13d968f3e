import { useLingui } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useAtomValue } from "../../lib/state.ts";
import { barButtonClass } from "../../components/ui/bar-button.ts";
import { WarningIcon } from "../../components/ui/icons.ts";
import { operationWarningFlaggedAtom } from "./operation-warning.ts";

/** The top bar's operation-warning icon: shown only while the account is flagged. */
export function OperationWarningIndicator() {
  const { t } = useLingui();
  const isFlagged = useAtomValue(operationWarningFlaggedAtom);
  if (!isFlagged) return null;
  return (
    <button
      type="button"
      aria-label={t`Operation Warning`}
      onClick={() => emitAppEvent({ type: "operation-warning:open" })}
      className={barButtonClass("dark", "text-gold-400 hover:text-gold-400")}
    >
      <WarningIcon />
    </button>
  );
}
