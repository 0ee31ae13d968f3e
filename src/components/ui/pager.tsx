import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "./button.tsx";
import { cn } from "../../lib/cn.ts";

/**
 * Previous and next page of a result list (nothing when everything fits on one page), centred below
 * the list unless `className` places it otherwise.
 */
export function Pager({
  page,
  pages,
  onPage,
  className = "mt-4 justify-center",
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`Result pages`} className={cn("flex items-center gap-3 text-sm", className)}>
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
