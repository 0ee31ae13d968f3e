import type { MouseEvent, ReactNode } from "react";
import { useRouter } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";
import { useRouteExists } from "../../lib/use-route-exists.ts";
import { Tooltip } from "./tooltip.tsx";

type NavEntryProps = {
  href: string;
  /** Opens in a new tab (the spec's drawer entries for trade, risks and leads). */
  newTab?: boolean;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  tooltipPlacement?: "top" | "bottom" | "right";
  /** Accessible name when the entry shows only an icon; also shown as its tooltip. */
  label?: string;
  /** Show `label` as a tooltip (icon-only entries). */
  labelTooltip?: boolean;
  /** The entry fills its container's width (cards, drawer rows). */
  block?: boolean;
  /** Marks the entry as the current page. */
  current?: boolean;
  /** Another page the entry needs (route path): disabled until that one exists too. */
  needs?: string | undefined;
};

/**
 * A link to a page of the app. While the page (or one it needs) does not exist yet it is a
 * disabled link (`aria-disabled`) with a tooltip saying so.
 */
export function NavEntry(props: NavEntryProps) {
  const { href, newTab = false, className, children, onNavigate, label, current } = props;
  const { t } = useLingui();
  const router = useRouter();
  const exists = useRouteExists();

  if (!exists(href) || (props.needs !== undefined && !exists(props.needs))) {
    return (
      <Tooltip
        text={
          props.labelTooltip && label ? t`${label} — not available in this version` : t`Not available in this version`
        }
        placement={props.tooltipPlacement}
        className={props.block ? "w-full" : undefined}
      >
        {(describedBy) => (
          // A disabled link stays focusable so that keyboard users reach its tooltip.
          <span
            role="link"
            aria-disabled="true"
            aria-label={label}
            aria-describedby={describedBy}
            tabIndex={0}
            className={cn(className, "cursor-not-allowed")}
          >
            {children}
          </span>
        )}
      </Tooltip>
    );
  }

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (newTab || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  const link = (
    <a
      href={href}
      target={newTab ? "_blank" : undefined}
      rel={newTab ? "noopener" : undefined}
      aria-label={label}
      aria-current={current ? "page" : undefined}
      onClick={onClick}
      className={className}
    >
      {children}
    </a>
  );
  if (!props.labelTooltip || !label) return link;
  return (
    <Tooltip text={label} placement={props.tooltipPlacement}>
      {() => link}
    </Tooltip>
  );
}
