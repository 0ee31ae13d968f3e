import { useEffect, useRef, type ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { balancePageFor } from "../../lib/balance-pages.ts";
import { LockIcon } from "../../components/ui/icons.ts";
import { useEntitlements } from "./use-entitlements.ts";
import { isAllowed, type Gate } from "./gate-rules.ts";
import { usePermissionGate } from "./use-permission-gate.ts";

/**
 * A page behind a gate of spec §6 (User Settings): its content when the gate lets the user in;
 * otherwise the refusal (notice, then the purchase page in a new tab) and a panel saying so.
 */
export function RequirePermission({ gate, children }: { gate: Gate; children: ReactNode }) {
  const entitlements = useEntitlements();
  const { deny } = usePermissionGate();
  const allowed = entitlements ? isAllowed(gate, entitlements) : undefined;
  const denied = useRef(false);

  useEffect(() => {
    if (allowed !== false || denied.current) return;
    denied.current = true;
    deny();
  }, [allowed, deny]);

  if (allowed === undefined) return null;
  if (allowed) return children;
  return (
    <div className="mx-auto mt-10 flex max-w-md flex-col items-center gap-3 rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <span className="flex size-12 items-center justify-center rounded-full bg-gold-400/20 text-gold-500">
        <LockIcon className="size-6" />
      </span>
      <p className="text-base font-semibold text-slate-900">
        <Trans>No permission, please purchase</Trans>
      </p>
      <p className="text-sm text-slate-600">
        <Trans>This page comes with a subscription. The purchase page opens in a new tab.</Trans>
      </p>
      <a
        href={balancePageFor(entitlements?.userType ?? 1)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <Trans>Open the purchase page</Trans>
      </a>
    </div>
  );
}
