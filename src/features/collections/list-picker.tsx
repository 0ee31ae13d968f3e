import { useId, type ReactNode } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { Checkbox, Field, Label } from "@headlessui/react";
import { Trans } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";
import type { ListSummary } from "./collections.hooks.ts";
import { cleanName } from "./mutate.ts";
import { useNameForm, type NameValues } from "./name-form.ts";
import { CheckIcon, MinusIcon, PlusIcon } from "../../components/ui/icons.ts";

export type ListPickerTexts = {
  /** Heading of the picker. */
  title: ReactNode;
  /** Shown when the user has no list yet. */
  empty: ReactNode;
  /** Label of the new-list name input. */
  newName: string;
  /** The message when the name is already taken. */
  duplicate: MessageDescriptor;
  /** The message when the name is too long (the maximum is in the text). */
  tooLong: MessageDescriptor;
};

type ListPickerProps = {
  lists: ListSummary[] | undefined;
  /** How many of the chosen companies each list holds. */
  counts: Map<string, number> | undefined;
  /** How many companies are being filed. */
  companyCount: number;
  maxNameLength: number;
  texts: ListPickerTexts;
  onToggle: (listId: string, shouldAdd: boolean) => void;
  onCreate: (name: string) => Promise<void>;
  testId: string;
};

/** Checkboxes of the user's folders (or tags) for some companies, and a field to make a new one. */
export function ListPicker({
  lists,
  counts,
  companyCount,
  maxNameLength,
  texts,
  onToggle,
  onCreate,
  testId,
}: ListPickerProps) {
  return (
    <div className="flex w-72 flex-col max-sm:w-full" data-testid={testId}>
      <p className="px-3 pt-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{texts.title}</p>
      <div className="max-h-64 overflow-y-auto px-1.5">
        {lists && lists.length === 0 ? <p className="px-1.5 py-2 text-sm text-slate-500">{texts.empty}</p> : null}
        {lists?.map((list) => {
          const held = counts?.get(list.id) ?? 0;
          const isAll = companyCount > 0 && held >= companyCount;
          return (
            <Field
              key={list.id}
              className="flex items-center gap-2.5 rounded-md px-1.5 py-3 hover:bg-slate-50 sm:py-1.5"
            >
              <Checkbox
                checked={isAll}
                indeterminate={held > 0 && !isAll}
                onChange={() => onToggle(list.id, !isAll)}
                className={cn(
                  "group flex size-4.5 shrink-0 items-center justify-center rounded border border-slate-300 bg-white",
                  "data-checked:border-brand-600 data-checked:bg-brand-600 data-indeterminate:border-brand-600 data-indeterminate:bg-brand-600",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
                )}
              >
                <CheckIcon className="hidden size-3.5 text-white group-data-checked:block" />
                <MinusIcon className="hidden size-3.5 text-white group-data-indeterminate:block" />
              </Checkbox>
              <Label className="min-w-0 flex-1 cursor-pointer truncate text-sm text-slate-800">{list.name}</Label>
              <span className="text-xs text-slate-500 tabular-nums">{list.count}</span>
            </Field>
          );
        })}
      </div>
      <NewListForm lists={lists} maxNameLength={maxNameLength} texts={texts} onCreate={onCreate} />
    </div>
  );
}

function NewListForm({
  lists,
  maxNameLength,
  texts,
  onCreate,
}: Pick<ListPickerProps, "lists" | "maxNameLength" | "texts" | "onCreate">) {
  const inputId = useId();
  const form = useNameForm(
    {
      maxLength: maxNameLength,
      takenNames: lists?.map((list) => list.name) ?? [],
      duplicateMessage: texts.duplicate,
      tooLongMessage: texts.tooLong,
    },
    "",
  );
  const error = form.formState.errors.name?.message;

  const create = async ({ name }: NameValues) => {
    try {
      await onCreate(cleanName(name));
      form.reset({ name: "" }, { keepFieldsRef: true });
    } finally {
      // The Create button is disabled again; keep the focus in the panel (Escape still closes it).
      form.setFocus("name");
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(create)(event)}
      className="mt-1 border-t border-slate-100 p-3"
    >
      <label htmlFor={inputId} className="sr-only">
        {texts.newName}
      </label>
      <div className="flex gap-2">
        {/* Room beyond the limit, so that a pasted long name is told why it is refused. */}
        <input
          {...form.register("name")}
          id={inputId}
          maxLength={maxNameLength * 2}
          placeholder={texts.newName}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="min-w-0 flex-1 rounded-md border-0 px-2.5 py-3 text-sm ring-1 sm:py-1.5 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 focus:outline-none"
        />
        <button
          type="submit"
          disabled={!cleanName(form.watch("name")) || form.formState.isSubmitting}
          className="inline-flex items-center gap-1 rounded-md bg-brand-700 px-3 py-3 text-sm font-medium text-white sm:px-2.5 sm:py-1.5 hover:bg-brand-800 disabled:bg-slate-300"
        >
          <PlusIcon className="size-4" />
          <Trans>Create</Trans>
        </button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="mt-1.5 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
