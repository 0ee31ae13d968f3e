import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { balancePageFor } from "../../lib/balance-pages.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { hasToken } from "../../lib/session.ts";
import { fetchUserSimpleInfo } from "../accounts/index.ts";
import { useEntitlements } from "./use-entitlements.ts";
import { isAllowed, PURCHASE_PAGE_DELAY_MS, type Gate } from "./gate-rules.ts";

export type PermissionGateApi = {
  /** Whether the gate lets the user in; undefined while signed out or not known yet. */
  allows: (gate: Gate) => boolean | undefined;
  /**
   * Runs `action` if the gate lets the user in. A visitor gets the login dialog; a refused user
   * `onDenied`, by default the notice 'No permission, please purchase' and, 1 s later, the quota
   * page (userType 3) or addCredit in a new tab (spec §6).
   */
  guard: (gate: Gate, action: () => void, onDenied?: () => void) => void;
  /** The refusal of spec §6: the notice, then the purchase page in a new tab. */
  deny: () => void;
};

export function usePermissionGate(): PermissionGateApi {
  const { t } = useLingui();
  const entitlements = useEntitlements();
  const queryClient = useQueryClient();

  const denyFor = (userType: number) => {
    emitAppEvent({ type: "toast", kind: "error", message: t`No permission, please purchase` });
    setTimeout(() => window.open(balancePageFor(userType), "_blank", "noopener"), PURCHASE_PAGE_DELAY_MS);
  };

  return {
    allows: (gate) => (entitlements ? isAllowed(gate, entitlements) : undefined),
    guard: (gate, action, onDenied) => {
      if (!hasToken()) {
        emitAppEvent({ type: "login:open" });
        return;
      }
      fetchUserSimpleInfo(queryClient).then(
        (known) => {
          if (isAllowed(gate, known)) action();
          else if (onDenied) onDenied();
          else denyFor(known.userType);
        },
        () => undefined, // the API client already reported the failure (401, 403, offline)
      );
    },
    deny: () => denyFor(entitlements?.userType ?? 1),
  };
}
