import { useId, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

type TooltipProps = {
  text: string;
  /** Receives the id of the tooltip, to pass as `aria-describedby` to the described element. */
  children: (describedBy: string) => ReactNode;
  placement?: "top" | "bottom" | "right";
  className?: string;
};

const PLACEMENT = {
  top: cn("bottom-full left-1/2 mb-2 -translate-x-1/2"),
  bottom: cn("top-full left-1/2 mt-2 -translate-x-1/2"),
  right: cn("left-full top-1/2 ml-2 -translate-y-1/2"),
};

/** A small text tooltip shown on hover and keyboard focus; its text is the element's description. */
export function Tooltip({ text, children, placement = "top", className }: TooltipProps) {
  const id = useId();
  return (
    <span className={cn("group/tooltip relative inline-flex", className)}>
      {children(id)}
      <span
        id={id}
        role="tooltip"
        className={cn(
          // Long unbroken texts (data set versions) wrap inside the box instead of widening the page.
          "pointer-events-none absolute z-50 w-max max-w-56 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium wrap-anywhere text-white shadow-lg",
          // Out of the layout while hidden, so that a tooltip near the edge never widens a phone's page.
          "hidden group-focus-within/tooltip:block group-hover/tooltip:block",
          PLACEMENT[placement],
        )}
      >
        {text}
      </span>
    </span>
  );
}
