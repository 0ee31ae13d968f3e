import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";

/** Previous and next page of a result list (nothing when everything fits on one page). */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`Result pages`} className="mt-4 flex items-center justify-center gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans context="next page">Next</Trans>
      </Button>
    </nav>
  );
}
