import { useUserSimpleInfo } from "../accounts/index.ts";
import type { Entitlements } from "./gate-rules.ts";

/** The signed-in user's lockType and userType (the shared simple-info query); null while signed out or not known yet. */
export function useEntitlements(): Entitlements | null {
  const { data } = useUserSimpleInfo();
  return data ? { lockType: data.lockType, userType: data.userType } : null;
}
