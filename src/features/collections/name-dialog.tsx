import { type ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { cleanName } from "./mutate.ts";
import { useNameForm, type NameRules, type NameValues } from "./name-form.ts";

type NameDialogProps = NameRules & {
  open: boolean;
  title: ReactNode;
  label: ReactNode;
  initialName: string;
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

function NameForm({ label, initialName, onSave, onClose, ...rules }: NameDialogProps) {
  const form = useNameForm(rules, initialName);
  const { maxLength } = rules;

  const save = ({ name }: NameValues) => {
    onSave(cleanName(name));
    onClose();
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(save)(event)} className="flex flex-col gap-5 px-6 pt-4 pb-6">
      {/* Room beyond the limit, so that a pasted long name is told why it is refused. */}
      <FormTextField {...form.field("name")} label={label} data-autofocus maxLength={maxLength * 2} />
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
