import { useEffect, useState } from "react";
import { TOAST_DURATION_MS } from "../../../contract/constants.ts";
import { onAppEvent, type AppEvent } from "../../lib/app-events.ts";
import { cn } from "../../lib/cn.ts";
import { CheckIcon, HelpIcon, WarningIcon } from "./icons.ts";

type Toast = Extract<AppEvent, { type: "toast" }> & { id: number };

const STYLES = {
  success: { box: cn("border-emerald-200 bg-emerald-50 text-emerald-900"), icon: CheckIcon },
  error: { box: cn("border-red-200 bg-red-50 text-red-900"), icon: WarningIcon },
  info: { box: cn("border-brand-200 bg-white text-slate-900"), icon: HelpIcon },
} as const;

let nextId = 1;

/** Shows each `toast` app event for the spec's 3000 ms, centred at the top. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(
    () =>
      onAppEvent("toast", (event) => {
        const id = nextId++;
        setToasts((current) => [...current, { ...event, id }]);
        setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), TOAST_DURATION_MS);
      }),
    [],
  );

  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[70] flex flex-col items-center gap-2 px-4">
      {toasts.map((toast) => {
        const style = STYLES[toast.kind];
        const Icon = style.icon;
        return (
          <div
            key={toast.id}
            role={toast.kind === "error" ? "alert" : "status"}
            className={cn(
              "pointer-events-auto flex max-w-lg items-start gap-2.5 rounded-lg border px-4 py-3 text-sm shadow-lg",
              style.box,
            )}
          >
            <Icon className="mt-0.5 size-4 shrink-0" />
            <span>{toast.message}</span>
          </div>
        );
      })}
    </div>
  );
}
