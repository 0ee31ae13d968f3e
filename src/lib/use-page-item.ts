import { useRouter } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useRouteExists } from "./use-route-exists.ts";

export type PageItem = { disabled: boolean; hint: string | undefined; onSelect: () => void };

/**
 * A menu entry leading to a page: disabled, with the reason, until the page exists. `through`
 * wraps the opening (a permission gate).
 */
export function usePageItem(): (href: string, through?: (open: () => void) => void) => PageItem {
  const { t } = useLingui();
  const router = useRouter();
  const exists = useRouteExists();
  return (href, through) => {
    const open = () => void router.navigate({ href });
    return {
      disabled: !exists(href),
      hint: exists(href) ? undefined : t`Not available in this version`,
      onSelect: through ? () => through(open) : open,
    };
  };
}
