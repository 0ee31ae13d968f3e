import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CancelTasks } from "../../../contract/account-center.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { clearSession } from "../../lib/session.ts";
import { Button } from "../../components/ui/button.tsx";
import { CheckIcon, WarningIcon } from "../../components/ui/icons.ts";
import { ConfirmActionDialog } from "./confirm-action-dialog.tsx";
import { RemoteView } from "./remote-view.tsx";
import { useCancelTasks, useGiveUpCancelTasks } from "./queries.ts";
import { cancelAccount } from "./security.api.ts";

export type CancelAccountSectionProps = {
  /** Opens the hand-over of the organisation (a task that cannot be given up). */
  onHandOver: () => void;
  /** The account is gone and the session with it. */
  onCancelled: () => void;
};

/** What stands in the way of cancelling the account, giving it up, and the cancellation itself. */
export function CancelAccountSection({ onHandOver, onCancelled }: CancelAccountSectionProps) {
  const tasks = useCancelTasks();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        <Trans>
          Cancelling your account removes your personal data and signs you out on every device. It cannot be undone.
        </Trans>
      </p>
      <RemoteView query={tasks}>
        {(data) => <CancelSteps tasks={data} onHandOver={onHandOver} onCancelled={onCancelled} />}
      </RemoteView>
    </div>
  );
}

type CancelStepsProps = CancelAccountSectionProps & { tasks: CancelTasks };

function CancelSteps({ tasks, onHandOver, onCancelled }: CancelStepsProps) {
  const { t } = useLingui();
  const { mutateAsync: giveUpTasks } = useGiveUpCancelTasks();
  const [asking, setAsking] = useState<"giveUp" | "cancel" | null>(null);
  const canGiveUp = !tasks.tasksGivenUp && tasks.tasks.some((task) => task.canGiveUp);

  const giveUp = async () => {
    emitAppEvent({ type: "toast", kind: "success", message: await giveUpTasks() });
    setAsking(null);
  };
  const cancel = async () => {
    const message = await cancelAccount();
    emitAppEvent({ type: "toast", kind: "success", message });
    clearSession();
    onCancelled();
  };

  return (
    <>
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Before you cancel</Trans>
      </h3>
      {tasks.tasks.length === 0 ? (
        <p className="flex items-center gap-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          <CheckIcon className="size-4 shrink-0" />
          <Trans>Nothing is pending: your account can be cancelled.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Pending tasks`} className="divide-y divide-slate-100 rounded-md ring-1 ring-slate-200">
          {tasks.tasks.map((task) => (
            <li key={task.type} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5 text-sm">
              <span className="flex items-start gap-2 text-slate-800">
                <WarningIcon className="mt-0.5 size-4 shrink-0 text-amber-600" />
                {task.title}
              </span>
              {!task.canGiveUp ? (
                <Button variant="secondary" onClick={onHandOver}>
                  <Trans>Hand over the organization</Trans>
                </Button>
              ) : tasks.tasksGivenUp ? (
                <span className="text-xs font-medium text-slate-500">
                  <Trans comment="Cancel account: this pending item has been forfeited">Given up</Trans>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {canGiveUp ? (
          <Button variant="secondary" onClick={() => setAsking("giveUp")}>
            <Trans>Give up these items</Trans>
          </Button>
        ) : null}
        <Button className="bg-red-600 hover:bg-red-700" disabled={!tasks.canCancel} onClick={() => setAsking("cancel")}>
          <Trans>Cancel my account</Trans>
        </Button>
      </div>
      <ConfirmActionDialog
        open={asking === "giveUp"}
        title={<Trans>Give up your subscription and credits?</Trans>}
        confirmLabel={<Trans>Give up</Trans>}
        dismissLabel={<Trans comment="Button: keep the remaining subscription and credits">Keep them</Trans>}
        onConfirm={giveUp}
        onClose={() => setAsking(null)}
      >
        <Trans>The remaining subscription time and credits are forfeited. They are not refunded.</Trans>
      </ConfirmActionDialog>
      <ConfirmActionDialog
        open={asking === "cancel"}
        title={<Trans>Cancel your account?</Trans>}
        confirmLabel={<Trans>Cancel my account</Trans>}
        dismissLabel={<Trans>Keep my account</Trans>}
        onConfirm={cancel}
        onClose={() => setAsking(null)}
      >
        <Trans>Your personal data is removed and you are signed out on every device. This cannot be undone.</Trans>
      </ConfirmActionDialog>
    </>
  );
}
