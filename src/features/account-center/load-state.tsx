import { Trans } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";

/** While an account answer loads, or after it failed (with a retry). */
export function LoadState({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  if (!error) {
    return (
      <p className="py-8 text-center text-sm text-slate-500" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center" role="alert">
      <p className="text-sm text-red-700">
        <Trans>This information could not be loaded: {error}</Trans>
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
