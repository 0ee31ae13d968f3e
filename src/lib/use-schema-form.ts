import { useLingui } from "@lingui/react";
import { useForm, type DefaultValues, type FieldValues, type Mode, type Path } from "react-hook-form";
import type { TObject } from "typebox";
import { maxLengthOf, schemaResolver, type SchemaResolverOptions } from "./typebox-resolver.ts";

type SchemaFormOptions<T extends FieldValues> = SchemaResolverOptions<T> & {
  defaultValues: DefaultValues<T>;
  /** When fields are first checked: on submit (the default), or on leaving a field ("onTouched"). */
  mode?: Mode;
  /** When they are checked again after a refused submit: on each change (the default), or on the next submit. */
  reValidateMode?: "onChange" | "onBlur" | "onSubmit";
};

/**
 * A react-hook-form form validated by a TypeBox schema with the form's own messages; `field(name)`
 * gives a `FormTextField` its control, name and the schema's maximum length.
 */
export function useSchemaForm<T extends FieldValues>(schema: TObject, options: SchemaFormOptions<T>) {
  const { i18n } = useLingui();
  const form = useForm<T>({
    defaultValues: options.defaultValues,
    mode: options.mode ?? "onSubmit",
    reValidateMode: options.reValidateMode ?? "onChange",
    resolver: schemaResolver<T>(schema, i18n, options),
  });
  const field = (name: Path<T>) => ({ control: form.control, name, maxLength: maxLengthOf(schema, name) });
  /** Shows a message under a field from outside the schema (a check before mailing a code); null clears it. */
  const showError = (name: Path<T>, message: string | null) =>
    message ? form.setError(name, { type: "custom", message }) : form.clearErrors(name);
  return { ...form, field, showError };
}

/** What `useSchemaForm` returns, for a component that renders some of a form's fields. */
export type SchemaForm<T extends FieldValues> = ReturnType<typeof useSchemaForm<T>>;
