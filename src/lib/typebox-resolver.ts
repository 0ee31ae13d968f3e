import type { I18n, MessageDescriptor } from "@lingui/core";
import { typeboxResolver } from "@hookform/resolvers/typebox";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { TObject, TSchema } from "typebox";
import { Settings } from "typebox/system";

/**
 * A field's message: one for any failure, or one per TypeBox keyword (`minLength`, `maxLength`,
 * `pattern`, `const`, `required`…). When several keywords fail, the first of the map wins, so the
 * map's order is the order in which the spec reports them.
 */
export type FieldMessage = MessageDescriptor | Partial<Record<string, MessageDescriptor>>;
export type FormMessages<T> = { [K in keyof T]?: FieldMessage };

export type SchemaResolverOptions<T> = {
  messages: FormMessages<T>;
  /** String fields checked (and submitted) without their surrounding spaces; `true` for all of them. */
  trim?: readonly (keyof T & string)[] | true;
  /** Rules across fields (a confirmation equal to the password): a message per failing field. */
  refine?: (values: T) => Partial<Record<keyof T & string, MessageDescriptor>>;
};

function isDescriptor(message: FieldMessage): message is MessageDescriptor {
  return typeof (message as MessageDescriptor).id === "string";
}

/** The message of a failing field: by keyword when the map has one for a failed keyword. */
function pick(message: FieldMessage | undefined, failed: readonly string[]): MessageDescriptor | undefined {
  if (!message || isDescriptor(message)) return message;
  const keyword = Object.keys(message).find((key) => failed.includes(key));
  return keyword ? message[keyword] : undefined;
}

function trimmed<T extends FieldValues>(values: T, fields: readonly string[] | true | undefined): T {
  if (!fields) return values;
  const copy: FieldValues = { ...values };
  for (const field of fields === true ? Object.keys(copy) : fields) {
    if (typeof copy[field] === "string") copy[field] = copy[field].trim();
  }
  return copy as T;
}

/**
 * A react-hook-form resolver from a TypeBox object schema (validated by `@hookform/resolvers`'
 * TypeBox resolver), whose errors carry the form's own messages in the current language instead of
 * TypeBox's English ones. A failure without a message of its own keeps TypeBox's text.
 */
export function schemaResolver<T extends FieldValues>(
  schema: TObject,
  i18n: I18n,
  { messages, trim, refine }: SchemaResolverOptions<T>,
): Resolver<T> {
  // TypeBox reports 8 errors by default: a form shows one per failing field, however many fail.
  if (Settings.Get().maxErrors < 100) Settings.Set({ maxErrors: 100 });
  const validate = typeboxResolver(schema) as unknown as Resolver<T>;
  return async (raw, context, options) => {
    const values = trimmed(raw, trim);
    const result = await validate(values, context, { ...options, criteriaMode: "all" });
    const errors: Record<string, FieldError> = {};
    for (const [field, error] of Object.entries(result.errors as Record<string, FieldError>)) {
      const failed = Object.keys(error.types ?? { [error.type]: true });
      const message = pick(messages[field as keyof T], failed);
      errors[field] = { type: error.type, ref: error.ref, message: message ? i18n._(message) : error.message };
    }
    for (const [field, message] of Object.entries(refine?.(values) ?? {})) {
      const ref = options.fields[field]?.ref;
      if (message && !errors[field]) errors[field] = { type: "refine", ref, message: i18n._(message) };
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<T> } : { values, errors: {} };
  };
}

/** The longest value a string schema takes. */
export function lengthLimit(schema: TSchema | undefined): number | undefined {
  const { maxLength } = (schema ?? {}) as { maxLength?: unknown };
  return typeof maxLength === "number" ? maxLength : undefined;
}

/** The longest value a field of the schema takes (for the input's `maxLength`). */
export function maxLengthOf(schema: TObject, field: string): number | undefined {
  return lengthLimit(schema.properties[field]);
}
