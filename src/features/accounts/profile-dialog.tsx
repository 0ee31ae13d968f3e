import { Trans } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { ProfileFields, useProfileForm, useProfileSave } from "./profile-fields.tsx";

type ProfileDialogProps = {
  open: boolean;
  /** Not now, X or a click outside. */
  onDismiss: () => void;
  onSaved: () => void;
};

/** The Complete your Profile dialog; its form is new each time it opens. */
export function ProfileDialog({ open, onDismiss, onSaved }: ProfileDialogProps) {
  return (
    <Modal open={open} onClose={onDismiss} title={<Trans>Complete your Profile</Trans>} size="lg">
      <ProfileForm onDismiss={onDismiss} onSaved={onSaved} />
    </Modal>
  );
}

function ProfileForm({ onDismiss, onSaved }: Omit<ProfileDialogProps, "open">) {
  const form = useProfileForm();
  const { busy, submit } = useProfileSave(form, onSaved);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col">
      <div className="flex flex-col gap-4 overflow-y-auto px-6 pt-2 pb-4">
        <p className="text-sm text-slate-500">
          <Trans>
            Tell us who you are so that we can certify your account. A complete profile gives access to reports and
            invoices in your name.
          </Trans>
        </p>
        <ProfileFields form={form} />
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-200 px-6 py-4">
        <Button variant="secondary" onClick={onDismiss}>
          <Trans>Not now</Trans>
        </Button>
        <Button type="submit" disabled={busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
