import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import {
  DEFAULT_LABELS,
  LABEL_GROUPS,
  type CompanyLabel,
  type CompanyLabelKey,
} from "../../../../contract/company-search.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Modal } from "../../../components/ui/modal.tsx";

const GROUP_TITLES = {
  identity: msg({ message: "Identity", comment: "Group of columns" }),
  activity: msg({ message: "Activity", context: "business activity", comment: "Group of columns" }),
  contact: msg({ message: "Location and contact", comment: "Group of columns" }),
  record: msg({ message: "Record", comment: "Group of columns" }),
} as const;

type EditColumnsDialogProps = {
  open: boolean;
  onClose: () => void;
  labels: readonly CompanyLabel[];
  columns: readonly CompanyLabelKey[];
  onSave: (columns: CompanyLabelKey[]) => void;
};

/** Edit: which data labels the list shows (saved for the next visit). */
export function EditColumnsDialog(props: EditColumnsDialogProps) {
  return (
    <Modal open={props.open} onClose={props.onClose} title={<Trans>Columns of the list</Trans>} size="lg">
      {props.open ? <ColumnsForm {...props} /> : null}
    </Modal>
  );
}

function ColumnsForm({ labels, columns, onSave, onClose }: EditColumnsDialogProps) {
  const { i18n } = useLingui();
  const [chosen, setChosen] = useState<Set<CompanyLabelKey>>(() => new Set(columns));
  const toggle = (key: CompanyLabelKey) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const save = () => {
    onSave(labels.map((label) => label.key).filter((key) => key === "name" || chosen.has(key)));
    onClose();
  };
  return (
    <div className="flex min-h-0 flex-col">
      <p className="px-6 pt-1 text-sm text-slate-600">
        <Trans>Choose the data the list shows. Exports and downloads use the same columns.</Trans>
      </p>
      <div className="grid min-h-0 gap-5 overflow-y-auto px-6 py-5 sm:grid-cols-2">
        {LABEL_GROUPS.map((group) => (
          <fieldset key={group} className="flex flex-col gap-1">
            <legend className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {i18n._(GROUP_TITLES[group])}
            </legend>
            {labels
              .filter((label) => label.group === group)
              .map((label) => (
                <label
                  key={label.key}
                  className="flex items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
                >
                  <input
                    type="checkbox"
                    checked={label.isRequired || chosen.has(label.key)}
                    disabled={label.isRequired}
                    onChange={() => toggle(label.key)}
                    className="size-4 accent-brand-600"
                  />
                  {label.title}
                </label>
              ))}
          </fieldset>
        ))}
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 px-6 py-4">
        <Button variant="ghost" onClick={() => setChosen(new Set(DEFAULT_LABELS))}>
          <Trans>Restore defaults</Trans>
        </Button>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={save}>
            <Trans>Save columns</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
