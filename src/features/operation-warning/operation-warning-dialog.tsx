import { useEffect, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { onAppEvent } from "../../lib/app-events.ts";
import { Button } from "../../components/ui/button.tsx";
import { WarningIcon } from "../../components/ui/icons.ts";
import { Modal } from "../../components/ui/modal.tsx";

/** The Operation Warning dialog, opened anywhere by the `operation-warning:open` event. */
export function OperationWarningDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => onAppEvent("operation-warning:open", () => setOpen(true)), []);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title={<Trans>Operation Warning</Trans>} size="sm">
      <div className="flex flex-col gap-4 px-6 pt-4 pb-6">
        <div className="flex items-start gap-3 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200">
          <WarningIcon className="size-6 shrink-0 text-amber-600" />
          <p className="text-sm leading-relaxed text-amber-950">
            <Trans>
              Abuse or crawling has been detected on this account. The customer will be notified to resolve it; until
              then some functions may be limited.
            </Trans>
          </p>
        </div>
        <Button onClick={() => setOpen(false)} className="self-end">
          <Trans>Close</Trans>
        </Button>
      </div>
    </Modal>
  );
}
