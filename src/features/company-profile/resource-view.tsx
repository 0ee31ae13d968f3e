import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { WarningIcon } from "../../components/ui/icons.ts";
import { cn } from "../../lib/cn.ts";
import type { ResourceState } from "./queries.ts";
import { useReportOffline } from "../pwa/index.ts";

type ResourceViewProps<T> = {
  state: ResourceState<T>;
  /** Identifies the response for the offline notice. */
  name: string;
  children: (data: T) => ReactNode;
  /** Height of the placeholder while loading. */
  placeholder?: "card" | "chart" | "line";
};

/** Loading placeholder, not found, error with retry, or the data (from the network or the offline copy). */
export function ResourceView<T>({ state, name, children, placeholder = "card" }: ResourceViewProps<T>) {
  useReportOffline(name, state.status === "offline" ? state.cachedAt : null);
  if (state.status === "loading") return <Placeholder kind={placeholder} />;
  if (state.status === "not-found") {
    return (
      <Problem>
        <Trans>This company is not in the database.</Trans>
      </Problem>
    );
  }
  if (state.status === "error" || state.data === undefined) {
    return (
      <Problem
        action={
          <Button variant="secondary" onClick={state.retry}>
            {<Trans>Try again</Trans>}
          </Button>
        }
      >
        <Trans>This part of the profile could not be loaded, and there is no offline copy of it yet.</Trans>
      </Problem>
    );
  }
  return <>{children(state.data)}</>;
}

function Problem({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-10 text-center text-sm text-slate-600 ring-1 ring-slate-200"
    >
      <WarningIcon className="size-6 text-amber-500" />
      <p>{children}</p>
      {action}
    </div>
  );
}

function Placeholder({ kind }: { kind: "card" | "chart" | "line" }) {
  return (
    <div
      aria-busy="true"
      className={cn("animate-pulse rounded-xl bg-white p-5 ring-1 ring-slate-200", kind === "line" && "p-3")}
    >
      <div className="h-4 w-40 rounded bg-slate-200" />
      {kind !== "line" ? (
        <div className={cn("mt-4 grid gap-3", kind === "chart" ? "h-80" : "h-32")}>
          <div className="rounded bg-slate-100" />
        </div>
      ) : null}
    </div>
  );
}
