import { useState, type FormEvent, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { cleanName } from "./mutate.ts";

type NameDialogProps = {
  open: boolean;
  title: ReactNode;
  label: ReactNode;
  initialName: string;
  maxLength: number;
  /** Names already taken (compared without case), other than the current one. */
  takenNames: readonly string[];
  duplicateMessage: string;
  onSave: (name: string) => void;
  onClose: () => void;
};

/** Asks for a folder or tag name (creation and renaming). */
export function NameDialog(props: NameDialogProps) {
  return (
    <Modal open={props.open} onClose={props.onClose} title={props.title} size="sm">
      <NameForm {...props} />
    </Modal>
  );
}

function NameForm({ label, initialName, maxLength, takenNames, duplicateMessage, onSave, onClose }: NameDialogProps) {
  const { t } = useLingui();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const cleaned = cleanName(name);
    if (!cleaned) return setError(t`Please enter a name`);
    if ([...cleaned].length > maxLength) return setError(t`The name is no more than ${maxLength} characters`);
    const lower = cleaned.toLocaleLowerCase();
    if (takenNames.some((taken) => taken.toLocaleLowerCase() === lower)) return setError(duplicateMessage);
    onSave(cleaned);
    onClose();
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5 px-6 pt-4 pb-6">
      <TextField
        label={label}
        value={name}
        onChange={(value) => {
          setName(value);
          setError(null);
        }}
        error={error}
        data-autofocus
        maxLength={maxLength * 2}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit">
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
