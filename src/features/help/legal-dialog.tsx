import { useEffect, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { onAppEvent } from "../../lib/app-events.ts";
import { Modal } from "../../components/ui/modal.tsx";
import { LegalDocument, type LegalTab } from "./legal-document.tsx";

/** The legal dialog, opened anywhere with the `legal:open` event; a click outside closes it. */
export function LegalDialog() {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<LegalTab>("privacy");

  useEffect(
    () =>
      onAppEvent("legal:open", (event) => {
        setTab(event.tab);
        setOpen(true);
      }),
    [],
  );

  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      size="xl"
      title={<Trans>Privacy and terms</Trans>}
      className="h-[min(85vh,52rem)]"
    >
      <div className="mt-4 flex min-h-0 flex-1 border-t border-slate-200">
        <LegalDocument tab={tab} onTabChange={setTab} />
      </div>
    </Modal>
  );
}
