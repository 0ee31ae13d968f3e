import type { ReactNode } from "react";
import { Field, Label, Select } from "@headlessui/react";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { cn } from "../../lib/cn.ts";
import { STATUS_LABELS } from "./permission-labels.ts";

export type Option = { value: string; label: string };

/** A labelled native select bound to a react-hook-form field. */
export function FormSelect<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  options: readonly Option[];
}) {
  const { field } = useController({ control: props.control, name: props.name });
  return (
    <Field className="flex flex-col gap-1.5">
      <Label className="text-sm font-medium text-slate-700">{props.label}</Label>
      <Select
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        className="rounded-md bg-white px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500 focus:outline-none"
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Valid (green) or Invalid (grey); the same two values for roles, groups and accounts. */
export function StatusBadge({ status, labels = STATUS_LABELS }: { status: number; labels?: typeof STATUS_LABELS }) {
  const { i18n } = useLingui();
  const label = labels[status];
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-medium",
        status === 1 ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-600",
      )}
    >
      {label ? i18n._(label) : status}
    </span>
  );
}

/** A table of the organisation's rows: scrolls sideways on a phone, says so when empty. */
export function OrgTable(props: {
  caption: string;
  headers: readonly string[];
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            {props.headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{props.children}</tbody>
      </table>
      {props.isEmpty ? (
        <p className="py-8 text-center text-sm text-slate-500">
          <Trans>Nothing here yet</Trans>
        </p>
      ) : null}
    </div>
  );
}

export const cellClass = cn("px-3 py-2.5 align-middle text-slate-800");

/** The row's Edit and Delete buttons, named after the row for screen readers. */
export function RowActions(props: { name: string; onEdit: () => void; onDelete?: () => void }) {
  const { t } = useLinguiMacro();
  const { name } = props;
  return (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        onClick={props.onEdit}
        aria-label={t`Edit ${name}`}
        className="rounded px-2 py-1 text-brand-700 hover:bg-brand-50"
      >
        <Trans>Edit</Trans>
      </button>
      {props.onDelete ? (
        <button
          type="button"
          onClick={props.onDelete}
          aria-label={t`Delete ${name}`}
          className="rounded px-2 py-1 text-red-700 hover:bg-red-50"
        >
          <Trans>Delete</Trans>
        </button>
      ) : null}
    </div>
  );
}
