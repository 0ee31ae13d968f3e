import { type ReactNode } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Type } from "typebox";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { cleanName } from "./mutate.ts";

type NameDialogProps = {
  open: boolean;
  title: ReactNode;
  label: ReactNode;
  initialName: string;
  /** The longest name, in characters (COLLECTION_NAME_MAX or TAG_NAME_MAX of the contract). */
  maxLength: number;
  /** Names already taken (compared without case), other than the current one. */
  takenNames: readonly string[];
  duplicateMessage: MessageDescriptor;
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

type NameValues = { name: string };

function NameForm({ label, initialName, maxLength, takenNames, duplicateMessage, onSave, onClose }: NameDialogProps) {
  const form = useSchemaForm<NameValues>(Type.Object({ name: Type.String({ minLength: 1, maxLength }) }), {
    messages: {
      name: { minLength: msg`Please enter a name`, maxLength: msg`The name is no more than ${maxLength} characters` },
    },
    trim: ["name"],
    refine: ({ name }) => {
      const lower = cleanName(name).toLocaleLowerCase();
      return takenNames.some((taken) => taken.toLocaleLowerCase() === lower) ? { name: duplicateMessage } : {};
    },
    defaultValues: { name: initialName },
  });

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
