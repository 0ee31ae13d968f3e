import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Type } from "typebox";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { cleanName } from "./mutate.ts";

export type NameValues = { name: string };

export type NameRules = {
  /** The longest name, in characters (COLLECTION_NAME_MAX or TAG_NAME_MAX of the contract). */
  maxLength: number;
  /** Names already taken (compared without case), other than the current one. */
  takenNames: readonly string[];
  duplicateMessage: MessageDescriptor;
  /** The message for a name over `maxLength`; "The name is no more than N characters" by default. */
  tooLongMessage?: MessageDescriptor | undefined;
};

/** The form of a folder or tag name (the name dialog, the picker's new-list field): required, bounded, not taken. */
export function useNameForm(rules: NameRules, initialName: string) {
  const { maxLength, takenNames, duplicateMessage, tooLongMessage } = rules;
  return useSchemaForm<NameValues>(Type.Object({ name: Type.String({ minLength: 1, maxLength }) }), {
    messages: {
      name: {
        minLength: msg`Please enter a name`,
        maxLength: tooLongMessage ?? msg`The name is no more than ${maxLength} characters`,
      },
    },
    trim: ["name"],
    refine: ({ name }) => {
      const lower = cleanName(name).toLocaleLowerCase();
      return takenNames.some((taken) => taken.toLocaleLowerCase() === lower) ? { name: duplicateMessage } : {};
    },
    defaultValues: { name: initialName },
  });
}
