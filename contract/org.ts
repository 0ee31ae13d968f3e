import { Type, type Static } from "typebox";

const Id = Type.Integer({ minimum: 1 });
/** Form-encoded posts send "" for an empty choice: 0 or absent means "none". */
const OptionalRef = Type.Optional(Type.Integer({ minimum: 0, description: "0 or absent = none" }));
const Status = Type.Union([Type.Literal(0), Type.Literal(1)], { description: "1 Valid, 0 Invalid" });
const Name = Type.String({ maxLength: 50 });

export const ORG_NAME_MAX = 50;

export const OrgIdQuery = Type.Object({ id: Id });
export type OrgIdQuery = Static<typeof OrgIdQuery>;

export const OrgGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  parentName: Type.Union([Type.String(), Type.Null()]),
  status: Type.Integer(),
  memberCount: Type.Integer(),
});
export type OrgGroup = Static<typeof OrgGroup>;

export const OrgGroupAddBody = Type.Object({ name: Name, parentId: OptionalRef, status: Type.Optional(Status) });
export type OrgGroupAddBody = Static<typeof OrgGroupAddBody>;
export const OrgGroupUpdateBody = Type.Object({
  id: Id,
  name: Name,
  parentId: OptionalRef,
  status: Type.Optional(Status),
});
export type OrgGroupUpdateBody = Static<typeof OrgGroupUpdateBody>;

export const OrgRole = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  position: Type.String(),
  status: Type.Integer(),
  permissions: Type.Array(Type.String()),
  memberCount: Type.Integer(),
});
export type OrgRole = Static<typeof OrgRole>;

const RoleFields = {
  name: Name,
  position: Type.Optional(Type.String({ maxLength: 50 })),
  status: Type.Optional(Status),
  permissions: Type.Optional(
    Type.String({ maxLength: 2000, description: "comma-separated keys of GET /org/getPermissionList" }),
  ),
};
export const OrgRoleAddBody = Type.Object(RoleFields);
export type OrgRoleAddBody = Static<typeof OrgRoleAddBody>;
export const OrgRoleUpdateBody = Type.Object({ id: Id, ...RoleFields });
export type OrgRoleUpdateBody = Static<typeof OrgRoleUpdateBody>;

export const OrgPermissionEntry = Type.Object({
  key: Type.String(),
  calls: Type.Array(Type.String(), { description: "the calls it covers; a path ending in / covers all under it" }),
});

export const OrgUser = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  userType: Type.Integer(),
  groupId: Type.Union([Type.Integer(), Type.Null()]),
  groupName: Type.Union([Type.String(), Type.Null()]),
  roleId: Type.Union([Type.Integer(), Type.Null()]),
  roleName: Type.Union([Type.String(), Type.Null()]),
  accountStatus: Type.Integer(),
});
export type OrgUser = Static<typeof OrgUser>;

export const OrgInvitation = Type.Object({
  email: Type.String(),
  createdAt: Type.String(),
  expiresAt: Type.String(),
});
export const OrgCompanyUsers = Type.Object({ users: Type.Array(OrgUser), invitations: Type.Array(OrgInvitation) });
export type OrgCompanyUsers = Static<typeof OrgCompanyUsers>;

export const OrgDistributeBody = Type.Object({
  userId: Type.String({ pattern: "^[1-9][0-9]{0,17}$" }),
  groupId: OptionalRef,
  roleId: OptionalRef,
  accountStatus: Type.Optional(Status),
});
export type OrgDistributeBody = Static<typeof OrgDistributeBody>;

export const OrgInviteBody = Type.Object({
  email: Type.String({ maxLength: 50 }),
  groupId: OptionalRef,
  roleId: OptionalRef,
});
export type OrgInviteBody = Static<typeof OrgInviteBody>;

export const OrgAcceptBody = Type.Object({ token: Type.String({ minLength: 20, maxLength: 100 }) });

/** `/tab/getPartPrivilege`: the signed-in user's organisation permissions (the calls' rules). */
export const PartPrivilege = Type.Object({
  userType: Type.Integer(),
  permissions: Type.Array(Type.Object({ key: Type.String(), allowed: Type.Boolean() })),
});
export type PartPrivilege = Static<typeof PartPrivilege>;

/** `/privilegeModules/getCommonPrivilegeModule`: the spec §6 modules for the signed-in user. */
export const CommonPrivilegeModules = Type.Object({
  lockType: Type.Integer(),
  userType: Type.Integer(),
  modules: Type.Array(Type.Object({ key: Type.String(), allowed: Type.Boolean() })),
});
export type CommonPrivilegeModules = Static<typeof CommonPrivilegeModules>;

/**
 * `/tab/getTabListOneLayer` (decision 0053): the two privilege calls in one flat list, one entry per tab
 * of the interface the user may or may not open — the spec §6 modules (`kind: module`) and the
 * organisation permissions (`kind: permission`) — each with the same `allowed` those calls answer.
 */
export const TabListOneLayer = Type.Object({
  lockType: Type.Integer(),
  userType: Type.Integer(),
  tabs: Type.Array(
    Type.Object({
      key: Type.String(),
      kind: Type.Union([Type.Literal("module"), Type.Literal("permission")]),
      allowed: Type.Boolean(),
    }),
  ),
});
export type TabListOneLayer = Static<typeof TabListOneLayer>;
