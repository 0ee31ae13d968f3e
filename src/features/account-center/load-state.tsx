import { Trans } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";

/** While an account answer loads, or after it failed (with a retry). */
export function LoadState({ query }: { query: { error: Error | null; refetch: () => unknown } }) {
  if (!query.error) {
    return (
      <p className="py-8 text-center text-sm text-slate-500" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  const error = query.error.message;
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center" role="alert">
      <p className="text-sm text-red-700">
        <Trans>This information could not be loaded: {error}</Trans>
      </p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
