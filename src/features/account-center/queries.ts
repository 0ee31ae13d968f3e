import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { IdlePolicy, UserSimpleInfo } from "../../../contract/account-center.ts";
import { SILENT } from "../../lib/query-client.ts";
import { useToken } from "../../lib/use-session.ts";
import { simpleInfoQuery, userKeys } from "../accounts/index.ts";
import { getDashboard, getMenuEntries, getUserProfile, setLoginRetentionTime } from "./account-center.api.ts";

export const accountKeys = {
  all: ["account"] as const,
  menu: (token: string | null) => ["account", "menu", token] as const,
  dashboard: (token: string | null) => ["account", "dashboard", token] as const,
  profile: (token: string | null) => ["account", "profile", token] as const,
};

/** The account side menu's entries (the server's list; the menu falls back to its own when it fails). */
export function useMenuEntries() {
  const token = useToken();
  return useQuery({
    queryKey: accountKeys.menu(token),
    queryFn: getMenuEntries,
    enabled: token !== null,
    meta: SILENT,
  });
}

/** The dashboard (name, member since, counters), asked again each time a page shows it. */
export function useDashboard() {
  const token = useToken();
  return useQuery({
    queryKey: accountKeys.dashboard(token),
    queryFn: getDashboard,
    enabled: token !== null,
    meta: SILENT,
  });
}

/**
 * The saved profile form (null before the first save). Not kept once the page is left: the form
 * takes its first values from it, so it must never start from an older copy.
 */
export function useUserProfile() {
  const token = useToken();
  return useQuery({
    queryKey: accountKeys.profile(token),
    queryFn: getUserProfile,
    enabled: token !== null,
    gcTime: 0,
    meta: SILENT,
  });
}

/** The simple info for a page that shows it (balance, settings): asked again each time the page opens. */
export function useFreshSimpleInfo() {
  return useQuery({ ...simpleInfoQuery(useToken()), refetchOnMount: "always" });
}

/**
 * Saves the inactivity timeout (minutes, or null for the standard hour). The shared simple info
 * shows the new choice at once, goes back if the server refuses it, and is asked again after.
 */
export function useSaveRetention() {
  const client = useQueryClient();
  const key = userKeys.simpleInfo(useToken());
  return useMutation<IdlePolicy, Error, number | null, { previous: UserSimpleInfo | undefined }>({
    mutationFn: setLoginRetentionTime,
    onMutate: async (minutes) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<UserSimpleInfo>(key);
      if (previous) client.setQueryData(key, { ...previous, idle: { ...previous.idle, loginRetentionTime: minutes } });
      return { previous };
    },
    onSuccess: (idle) => client.setQueryData<UserSimpleInfo>(key, (info) => info && { ...info, idle }),
    onError: (_error, _minutes, context) => client.setQueryData(key, context?.previous),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
