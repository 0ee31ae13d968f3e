import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { barButtonClass } from "../../components/ui/bar-button.ts";
import { Button } from "../../components/ui/button.tsx";
import { ChatIcon, LockIcon, SparklesIcon } from "../../components/ui/icons.ts";
import { Modal } from "../../components/ui/modal.tsx";
import { Tooltip } from "../../components/ui/tooltip.tsx";
import { GATES, usePermissionGate } from "../permissions/index.ts";

/**
 * The spec lets only lockType 2 (gold) or 3 use the AI assistant: they open it; other signed-in
 * users get the no-permission dialog; a signed-out visitor gets the login dialog.
 */
function useAssistantGate() {
  const [denied, setDenied] = useState(false);
  const { guard } = usePermissionGate();
  const request = () =>
    guard(
      GATES.aiAssistant,
      () => emitAppEvent({ type: "assistant:open" }),
      () => setDenied(true),
    );
  const dialog = (
    <Modal open={denied} onClose={() => setDenied(false)} title={<Trans>AI research assistant</Trans>} size="sm">
      <div className="flex flex-col items-center gap-3 px-6 pt-4 pb-6 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-gold-400/20 text-gold-500">
          <LockIcon className="size-6" />
        </span>
        <p className="text-sm text-slate-700">
          <Trans>
            You have no permission to access this function. The AI assistant comes with a gold subscription.
          </Trans>
        </p>
        <Button onClick={() => setDenied(false)} className="mt-2 w-full">
          <Trans>OK</Trans>
        </Button>
      </div>
    </Modal>
  );
  return { request, dialog };
}

/** The top bar's AI assistant button; `labelled` shows its name at every width (the phone's apps drawer). */
export function AssistantButton({ labelled = false }: { labelled?: boolean }) {
  const { request, dialog } = useAssistantGate();
  return (
    <>
      <button
        type="button"
        onClick={request}
        className={barButtonClass(
          "dark",
          "ml-1 bg-gold-400 px-2.5 text-brand-900 hover:bg-gold-400/90 hover:text-brand-900",
        )}
      >
        <SparklesIcon className="size-4" />
        <span className={labelled ? undefined : "sr-only xl:not-sr-only"}>
          <Trans>AI assistant</Trans>
        </span>
      </button>
      {dialog}
    </>
  );
}

/** The chat toggle at the foot of the left icon bar; it opens the AI panel. */
export function ChatToggle() {
  const { t } = useLingui();
  const { request, dialog } = useAssistantGate();
  return (
    <>
      <Tooltip text={t`Chat with the AI assistant`} placement="right">
        {() => (
          <button
            type="button"
            onClick={request}
            aria-label={t`Chat with the AI assistant`}
            className="flex size-11 items-center justify-center rounded-lg bg-brand-700 text-white shadow-sm hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <ChatIcon className="size-[22px]" />
          </button>
        )}
      </Tooltip>
      {dialog}
    </>
  );
}
