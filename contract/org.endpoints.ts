import { Type } from "typebox";
import { GroupCreditUsage, MemberCapBody } from "./credit-pool.ts";
import { defineEndpoints } from "./endpoint.ts";
import {
  CommonPrivilegeModules,
  TabListOneLayer,
  OrgAcceptBody,
  OrgCompanyUsers,
  OrgDistributeBody,
  OrgGroup,
  OrgGroupAddBody,
  OrgGroupUpdateBody,
  OrgIdQuery,
  OrgInviteBody,
  OrgPermissionEntry,
  OrgRole,
  OrgRoleAddBody,
  OrgRoleUpdateBody,
  OrgUser,
  PartPrivilege,
} from "./org.ts";

/** The group administrator's calls (userType 3; others get 402 'No permission, please purchase'). */
const admin = { auth: "required", permission: "groupManagement" } as const;
/** The spec's form-encoded posts; JSON is taken too. */
const form = { method: "POST", consumes: ["application/x-www-form-urlencoded", "application/json"] } as const;

/** The spec's `/org/*` calls (docs/decisions/0031-organisation-and-privileges.md), plus invitations. */
export const orgEndpoints = defineEndpoints("organisation", {
  userGroupList: {
    ...admin,
    method: "GET",
    path: "/org/userGroupList",
    summary: "The organisation's groups",
    response: Type.Array(OrgGroup),
  },
  userGroupAdd: {
    ...admin,
    ...form,
    path: "/org/userGroupAdd",
    summary: "Adds a group",
    body: OrgGroupAddBody,
    response: OrgGroup,
  },
  userGroupUpdate: {
    ...admin,
    ...form,
    path: "/org/userGroupUpdate",
    summary: "Changes a group's name, parent or status",
    body: OrgGroupUpdateBody,
    response: OrgGroup,
    errors: [404],
  },
  userGroupDelete: {
    ...admin,
    method: "GET",
    path: "/org/userGroupDelete",
    summary: "Deletes a group (its members and sub-groups keep no group)",
    query: OrgIdQuery,
    response: Type.Null(),
    errors: [404],
  },
  getRoleList: {
    ...admin,
    method: "GET",
    path: "/org/getRoleList",
    summary: "The organisation's roles with their permissions",
    response: Type.Array(OrgRole),
  },
  getRoleAndPrivilege: {
    ...admin,
    method: "GET",
    path: "/org/getRoleAndPrivilege",
    summary: "One role with its permissions",
    query: OrgIdQuery,
    response: OrgRole,
    errors: [404],
  },
  addRole: { ...admin, ...form, path: "/org/addRole", summary: "Adds a role", body: OrgRoleAddBody, response: OrgRole },
  updateRole: {
    ...admin,
    ...form,
    path: "/org/updateRole",
    summary: "Changes a role (its permissions take effect on the members' next request)",
    body: OrgRoleUpdateBody,
    response: OrgRole,
    errors: [404],
  },
  deleteRole: {
    ...admin,
    method: "GET",
    path: "/org/deleteRole",
    summary: "Deletes a role (its members keep no role)",
    query: OrgIdQuery,
    response: Type.Null(),
    errors: [404],
  },
  getPermissionList: {
    ...admin,
    method: "GET",
    path: "/org/getPermissionList",
    summary: "The permission catalogue a role chooses from, with the calls each covers",
    response: Type.Array(OrgPermissionEntry),
  },
  memberCreditUsage: {
    ...admin,
    method: "GET",
    path: "/org/memberCreditUsage",
    summary: "The group's credit pool and what each user spent of it this month and in total, with caps",
    response: GroupCreditUsage,
  },
  userCreditCap: {
    ...admin,
    ...form,
    path: "/org/userCreditCap",
    summary: "Sets a member's monthly cap on the group's credits (absent or empty: no cap)",
    body: MemberCapBody,
    response: GroupCreditUsage,
    errors: [404],
  },
  getCompanyUser: {
    ...admin,
    method: "GET",
    path: "/org/getCompanyUser",
    summary: "The organisation's users and pending invitations",
    response: OrgCompanyUsers,
  },
  userDistributeGroupRole: {
    ...admin,
    ...form,
    path: "/org/userDistributeGroupRole",
    summary: "Sets a user's group, role and account status",
    body: OrgDistributeBody,
    response: OrgUser,
    errors: [404],
  },
  inviteUser: {
    ...admin,
    ...form,
    path: "/org/inviteUser",
    summary: "Invites an e-mail address to join the organisation (mails a link valid 7 days)",
    body: OrgInviteBody,
    response: Type.Null(),
    errors: [503],
  },
  acceptInvitation: {
    auth: "required",
    method: "POST",
    path: "/org/acceptInvitation",
    summary: "Joins the organisation of an invitation sent to the signed-in user's e-mail",
    body: OrgAcceptBody,
    response: Type.Null(),
  },
});

/** The privilege calls: answered from the same rules the server enforces. */
export const privilegeEndpoints = defineEndpoints("organisation", {
  partPrivilege: {
    auth: "required",
    method: "GET",
    path: "/tab/getPartPrivilege",
    summary: "The signed-in user's organisation permissions (the calls a member's role allows)",
    response: PartPrivilege,
  },
  tabListOneLayer: {
    auth: "required",
    method: "GET",
    path: "/tab/getTabListOneLayer",
    summary:
      "One flat list of the tabs the signed-in user may open: the §6 modules and the organisation permissions, as the two calls above answer them",
    response: TabListOneLayer,
  },
  commonPrivilegeModule: {
    auth: "required",
    method: "GET",
    path: "/privilegeModules/getCommonPrivilegeModule",
    summary: "The spec §6 modules (AI assistant, User Guide, …) the signed-in user may open",
    response: CommonPrivilegeModules,
  },
});
