import { useState, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { FormBanner, failureMessage } from "../accounts/index.ts";

type ConfirmActionDialogProps = {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  /** The button that leaves things as they are. */
  dismissLabel: ReactNode;
  /** Runs the action; the dialog stays open with the server's message when it fails. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
};

/** Asks before an irreversible account action and waits for the server's answer. */
export function ConfirmActionDialog(props: ConfirmActionDialogProps) {
  const { open, title, children, confirmLabel, dismissLabel, onConfirm, onClose } = props;
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const close = () => {
    setBanner(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setBanner(null);
    try {
      await onConfirm();
    } catch (error) {
      setBanner(failureMessage(error, t`This could not be done. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onClose={close} title={title} size="sm">
      <div className="flex flex-col gap-4 px-6 pt-3 pb-6">
        <div className="text-sm text-slate-600">{children}</div>
        <FormBanner message={banner} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {dismissLabel}
          </Button>
          <Button className="bg-red-600 hover:bg-red-700" disabled={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
