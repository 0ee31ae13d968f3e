import { accountCenterEndpoints } from "../../../contract/accounts.endpoints.ts";
import { call } from "../../lib/api-client.ts";
import type { Entitlements } from "./gate-rules.ts";

/** The signed-in user's lockType and userType (GET /user/getUserSimpleInfo). */
export async function fetchEntitlements(): Promise<Entitlements> {
  const { lockType, userType } = await call(accountCenterEndpoints.simpleInfo, undefined, {
    silent: true,
    quiet: true,
  });
  return { lockType, userType };
}
