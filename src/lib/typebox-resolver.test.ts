import { setupI18n, type MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { Type } from "typebox";
import type { ResolverOptions } from "react-hook-form";
import { maxLengthOf, schemaResolver, type SchemaResolverOptions } from "./typebox-resolver.ts";

const i18n = setupI18n({ locale: "fr", messages: { fr: { required: "Obligatoire", short: "Trop court" } } });
i18n.activate("fr");

const message = (id: string, text: string): MessageDescriptor => ({ id, message: text });
const REQUIRED = message("required", "Required");
const SHORT = message("short", "Too short");
const LONG = message("long", "Too long");
const SPACES = message("spaces", "No spaces");
const MISMATCH = message("mismatch", "Does not match");

const Schema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 10 }),
  code: Type.String({ minLength: 3, maxLength: 6, pattern: "^\\S*$" }),
  again: Type.String(),
  note: Type.String({ maxLength: 5 }),
});
type Values = { name: string; code: string; again: string; note: string };

const RULES: SchemaResolverOptions<Values> = {
  messages: { name: REQUIRED, code: { maxLength: LONG, minLength: SHORT, pattern: SPACES } },
  trim: ["name"],
  refine: (values) => (values.code === values.again ? {} : { again: MISMATCH }),
};

const options = (names: string[]): ResolverOptions<Values> => ({
  fields: Object.fromEntries(names.map((name) => [name, { name, ref: { name } }])),
  shouldUseNativeValidation: false,
});

async function resolve(values: Values, rules = RULES) {
  return schemaResolver<Values>(Schema, i18n, rules)(values, undefined, options(Object.keys(values)));
}

const messagesOf = (errors: object) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as { message: string }).message]));

describe("schemaResolver", () => {
  it("passes valid values on, trimmed where asked", async () => {
    const result = await resolve({ name: "  Ada ", code: "abc", again: "abc", note: "" });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: "Ada", code: "abc", again: "abc", note: "" });
  });

  it("gives each failing field its own message in the current language", async () => {
    const result = await resolve({ name: "   ", code: "ab", again: "ab", note: "" });
    expect(messagesOf(result.errors)).toEqual({ name: "Obligatoire", code: "Trop court" });
    expect(result.values).toEqual({});
  });

  it("picks the first keyword of the field's map among those that failed", async () => {
    // "a b c d e f g" fails maxLength and pattern: the map puts maxLength first.
    expect(messagesOf((await resolve({ name: "x", code: "a b c d", again: "", note: "" })).errors).code).toBe(
      "Too long",
    );
    // "a b" fails only the pattern.
    expect(messagesOf((await resolve({ name: "x", code: "a b", again: "a b", note: "" })).errors).code).toBe(
      "No spaces",
    );
  });

  it("adds the rules across fields, and keeps TypeBox's text for a failure without a message", async () => {
    const result = await resolve({ name: "x", code: "abc", again: "abd", note: "123456" });
    const found = messagesOf(result.errors);
    expect(found.again).toBe("Does not match");
    expect(found.note).toMatch(/5/);
    expect((result.errors as Record<string, { ref?: { name: string } }>).again?.ref?.name).toBe("again");
  });

  it("reads a field's maximum length from the schema", () => {
    expect(maxLengthOf(Schema, "code")).toBe(6);
    expect(maxLengthOf(Schema, "again")).toBeUndefined();
  });
});
