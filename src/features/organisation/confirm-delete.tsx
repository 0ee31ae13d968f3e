import { Trans } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { ConfirmActionDialog } from "../account-security/index.ts";

/** Asks before deleting a group or role; the server's refusal stays in the dialog. */
export function ConfirmDelete(props: {
  name: string | null;
  consequence: string;
  doneMessage: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { name } = props;
  return (
    <ConfirmActionDialog
      open={name !== null}
      title={<Trans>Delete {name}?</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      dismissLabel={<Trans>Cancel</Trans>}
      onConfirm={async () => {
        await props.onConfirm();
        emitAppEvent({ type: "toast", kind: "success", message: props.doneMessage });
        props.onClose();
      }}
      onClose={props.onClose}
    >
      <p>{props.consequence}</p>
    </ConfirmActionDialog>
  );
}
