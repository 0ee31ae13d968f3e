import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { UserSimpleInfo } from "../../../contract/account-center.ts";
import { SILENT } from "../../lib/query-client.ts";
import { getToken } from "../../lib/session.ts";
import { useToken } from "../../lib/use-session.ts";
import { getThirdLoginConfig, getUserSimpleInfo } from "./accounts.api.ts";

/** A purchase in another tab changes the tier: the answer is asked again after this long, and on focus. */
const SIMPLE_INFO_FRESH_MS = 30 * 1000;

export const userKeys = {
  all: ["user"] as const,
  /** Per session: another sign-in never sees the previous user's answer. */
  simpleInfo: (token: string | null) => ["user", "simple-info", token] as const,
  thirdLoginConfig: ["user", "third-login-config"] as const,
};

/** Which third-party sign-in buttons the server offers (its configuration: asked once per page load). */
export function useThirdLoginConfig() {
  return useQuery({
    queryKey: userKeys.thirdLoginConfig,
    queryFn: getThirdLoginConfig,
    staleTime: Infinity,
    meta: SILENT,
  });
}

/**
 * GET /user/getUserSimpleInfo (certification, credits, tier, expiry, idle policy): one query shared
 * by every module that needs it (permissions, the profile prompt, idle log-out, the account pages).
 */
export function simpleInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: userKeys.simpleInfo(token),
    queryFn: () => getUserSimpleInfo(),
    enabled: token !== null,
    staleTime: SIMPLE_INFO_FRESH_MS,
    refetchOnWindowFocus: "always",
    meta: SILENT,
  });
}

/** The signed-in user's simple info, kept up to date; no data while signed out. */
export function useUserSimpleInfo() {
  return useQuery(simpleInfoQuery(useToken()));
}

/**
 * The simple info for code outside rendering (a guard, a timer): the cached answer when it is fresh
 * (or always, with `fresh`); rejects when signed out or when the call fails.
 */
export function fetchUserSimpleInfo(client: QueryClient, fresh = false): Promise<UserSimpleInfo> {
  const token = getToken();
  if (!token) return Promise.reject(new Error("signed out"));
  return client.fetchQuery({ ...simpleInfoQuery(token), ...(fresh ? { staleTime: 0 } : {}) });
}
