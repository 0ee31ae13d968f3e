import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToken } from "../../lib/use-session.ts";
import * as api from "./org.api.ts";

export const orgKeys = {
  all: ["org"] as const,
  groups: (token: string | null) => ["org", "groups", token] as const,
  roles: (token: string | null) => ["org", "roles", token] as const,
  users: (token: string | null) => ["org", "users", token] as const,
  permissions: (token: string | null) => ["org", "permissions", token] as const,
};

function useOrgQuery<T>(key: (token: string | null) => readonly unknown[], fetch: () => Promise<T>) {
  const token = useToken();
  return useQuery({ queryKey: key(token), queryFn: fetch, enabled: token !== null });
}

export const useGroups = () => useOrgQuery(orgKeys.groups, api.getGroups);
export const useRoles = () => useOrgQuery(orgKeys.roles, api.getRoles);
export const useCompanyUsers = () => useOrgQuery(orgKeys.users, api.getCompanyUsers);
export const usePermissionList = () => useOrgQuery(orgKeys.permissions, api.getPermissionList);

/** A change to the organisation: groups, roles and users all show counts and names of each other. */
export function useOrgMutation<A, R>(run: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: orgKeys.all }) });
}
