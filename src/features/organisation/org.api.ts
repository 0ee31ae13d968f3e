import { orgEndpoints as endpoints } from "../../../contract/org.endpoints.ts";
import type { OrgDistributeBody, OrgGroupAddBody, OrgInviteBody, OrgRoleAddBody } from "../../../contract/org.ts";
import { call } from "../../lib/api-client.ts";

// The pages show their own loading state and errors; the dialogs show the server's message.
const QUIET = { silent: true, quiet: true } as const;

export const getGroups = () => call(endpoints.userGroupList, undefined, QUIET);
export const getRoles = () => call(endpoints.getRoleList, undefined, QUIET);
export const getCompanyUsers = () => call(endpoints.getCompanyUser, undefined, QUIET);
export const getPermissionList = () => call(endpoints.getPermissionList, undefined, QUIET);

/** Adds a group, or changes it when an id is given. */
export function saveGroup(id: number | null, body: OrgGroupAddBody) {
  return id === null
    ? call(endpoints.userGroupAdd, body, QUIET)
    : call(endpoints.userGroupUpdate, { ...body, id }, QUIET);
}

/** Adds a role, or changes it when an id is given. */
export function saveRole(id: number | null, body: OrgRoleAddBody) {
  return id === null ? call(endpoints.addRole, body, QUIET) : call(endpoints.updateRole, { ...body, id }, QUIET);
}

export const deleteGroup = (id: number) => call(endpoints.userGroupDelete, { id }, QUIET);
export const deleteRole = (id: number) => call(endpoints.deleteRole, { id }, QUIET);
export const distribute = (body: OrgDistributeBody) => call(endpoints.userDistributeGroupRole, body, QUIET);
export const inviteUser = (body: OrgInviteBody) => call(endpoints.inviteUser, body, QUIET);
export const acceptInvitation = (token: string) => call(endpoints.acceptInvitation, { token }, QUIET);
