import { Type, type Static } from "typebox";
import { ORG_NAME_MAX } from "../../../contract/org.ts";
import { AccountEmail } from "../../../contract/account-fields.ts";
import type { SchemaResolverOptions } from "../../lib/typebox-resolver.ts";
import { ORG_FORM_MESSAGES as M } from "./org-form-messages.ts";

const Name = Type.String({ minLength: 1, maxLength: ORG_NAME_MAX });
const tooLong = M.tooLong;

export const GroupForm = Type.Object({ name: Name, parentId: Type.String(), status: Type.String() });
export type GroupValues = Static<typeof GroupForm>;
export const GROUP_RULES: SchemaResolverOptions<GroupValues> = {
  messages: { name: { minLength: M.groupNameRequired, maxLength: tooLong } },
  trim: ["name"],
};

export const RoleForm = Type.Object({
  name: Name,
  position: Type.String({ maxLength: ORG_NAME_MAX }),
  status: Type.String(),
  permissions: Type.Array(Type.String()),
});
export type RoleValues = Static<typeof RoleForm>;
export const ROLE_RULES: SchemaResolverOptions<RoleValues> = {
  messages: {
    name: { minLength: M.roleNameRequired, maxLength: tooLong },
    position: { maxLength: tooLong },
  },
  trim: ["name", "position"],
};

export const InviteForm = Type.Object({ email: AccountEmail, groupId: Type.String(), roleId: Type.String() });
export type InviteValues = Static<typeof InviteForm>;
export const INVITE_RULES: SchemaResolverOptions<InviteValues> = {
  messages: { email: M.invalidAccount },
  trim: ["email"],
};

/** A select's value ("" = none) as the calls take it (0 = none). */
export const refValue = (value: string) => (value ? Number(value) : 0);

export const PlaceForm = Type.Object({ groupId: Type.String(), roleId: Type.String(), accountStatus: Type.String() });
export type PlaceValues = Static<typeof PlaceForm>;
