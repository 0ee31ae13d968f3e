import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { failureMessage } from "../accounts/index.ts";
import type { Remote } from "./use-remote.ts";

type RemoteViewProps<T> = {
  remote: Remote<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
};

/** The loading and error states of a section loaded from the API; the data goes to `children`. */
export function RemoteView<T>({ remote, onRetry, children }: RemoteViewProps<T>) {
  const { t } = useLingui();
  if (remote.status === "ready") return children(remote.data);
  if (remote.status === "loading") {
    return (
      <p role="status" className="py-8 text-center text-sm text-slate-500">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-sm text-red-700">
      <p>{failureMessage(remote.error, t`This could not be loaded. Please try again.`)}</p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
