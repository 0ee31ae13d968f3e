import { setupI18n } from "@lingui/core";
import { describe, expect, it, vi } from "vitest";
import type { TObject } from "typebox";
import type { FieldValues, ResolverOptions } from "react-hook-form";
import { schemaResolver, type SchemaResolverOptions } from "../../lib/typebox-resolver.ts";

// The messages by their key (the real ones are Lingui macros, compiled only in the app's build).
vi.mock("./org-form-messages.ts", () => ({
  ORG_FORM_MESSAGES: new Proxy({}, { get: (_, key) => ({ id: String(key), message: String(key) }) }),
}));

const { GROUP_RULES, GroupForm, INVITE_RULES, InviteForm, ROLE_RULES, RoleForm, refValue } =
  await import("./org-forms.ts");

const i18n = setupI18n({ locale: "en", messages: { en: {} } });
i18n.activate("en");

async function failures<T extends FieldValues>(schema: TObject, rules: SchemaResolverOptions<T>, values: T) {
  const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<T>;
  const result = await schemaResolver<T>(schema, i18n, rules)(values, undefined, options);
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
}

describe("organisation dialogs' validation", () => {
  it("asks for a group name (trimmed) of at most 50 characters", async () => {
    const group = { name: "  ", parentId: "", status: "1" };
    expect(await failures(GroupForm, GROUP_RULES, group)).toEqual({ name: "groupNameRequired" });
    expect(await failures(GroupForm, GROUP_RULES, { ...group, name: "x".repeat(51) })).toEqual({
      name: "tooLong",
    });
    expect(await failures(GroupForm, GROUP_RULES, { ...group, name: " Sales " })).toEqual({});
  });

  it("asks for a role name; the position is optional but bounded", async () => {
    const role = { name: "", position: "", status: "1", permissions: ["portfolio"] };
    expect(await failures(RoleForm, ROLE_RULES, role)).toEqual({ name: "roleNameRequired" });
    expect(await failures(RoleForm, ROLE_RULES, { ...role, name: "Buyer", position: "y".repeat(51) })).toEqual({
      position: "tooLong",
    });
    expect(await failures(RoleForm, ROLE_RULES, { ...role, name: "Buyer" })).toEqual({});
  });

  it("invites only a valid e-mail address ('Invalid account', as the account forms say)", async () => {
    const invite = { email: "not an address", groupId: "", roleId: "" };
    expect(await failures(InviteForm, INVITE_RULES, invite)).toEqual({ email: "invalidAccount" });
    expect(await failures(InviteForm, INVITE_RULES, { ...invite, email: " a@example.com " })).toEqual({});
  });

  it("sends an empty choice as 0 (none)", () => {
    expect(refValue("")).toBe(0);
    expect(refValue("12")).toBe(12);
  });
});
