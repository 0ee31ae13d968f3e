import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "../../components/ui/button.tsx";
import { failureMessage } from "../accounts/index.ts";

type RemoteViewProps<T> = {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
};

/** The loading and error states of a section loaded from the API; the data goes to `children`. */
export function RemoteView<T>({ query, children }: RemoteViewProps<T>) {
  const { t } = useLingui();
  if (query.isSuccess) return children(query.data);
  if (query.isPending) {
    return (
      <p role="status" className="py-8 text-center text-sm text-slate-500">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-sm text-red-700">
      <p>{failureMessage(query.error, t`This could not be loaded. Please try again.`)}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
