import { useState, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { emitAppEvent } from "../../lib/app-events.ts";
import { FormBanner, failureMessage } from "../accounts/index.ts";

/**
 * The add/edit dialogs' frame: the fields, the server's refusal in a banner, Cancel and Save; a
 * success closes it with a toast.
 */
export function DialogForm(props: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Validates and saves; resolves false when the form's own check failed (nothing sent). */
  onSubmit: () => Promise<boolean>;
  successMessage: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [banner, setBanner] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const close = () => {
    setBanner(null);
    props.onClose();
  };
  const submit = async () => {
    setBusy(true);
    setBanner(null);
    try {
      if (!(await props.onSubmit())) return;
      emitAppEvent({ type: "toast", kind: "success", message: props.successMessage });
      close();
    } catch (error) {
      setBanner(failureMessage(error, t`This could not be saved. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={props.open} onClose={close} title={props.title} size="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-4 overflow-y-auto px-6 pt-3 pb-6"
      >
        {props.children}
        <FormBanner message={banner} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={isBusy}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Runs react-hook-form's check, then `save` with the values: false when the check failed. */
export async function validated<T>(
  handleSubmit: (onValid: (values: T) => Promise<void>) => () => Promise<void>,
  save: (values: T) => Promise<unknown>,
): Promise<boolean> {
  let isValid = false;
  await handleSubmit(async (values) => {
    isValid = true;
    await save(values);
  })();
  return isValid;
}
