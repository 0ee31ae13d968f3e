import type { ReactNode } from "react";
import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { emitAppEvent } from "../../lib/app-events.ts";
import { cn } from "../../lib/cn.ts";
import { useOwner } from "./collections.hooks.ts";

export type PickerButtonVariant = "button" | "icon";

type PickerPopoverProps = {
  /** The button's content (icon and text). */
  label: ReactNode;
  /** The accessible name (also the tooltip of the icon variant). */
  accessibleName: string;
  variant: PickerButtonVariant;
  isActive: boolean;
  isDisabled: boolean;
  className?: string | undefined;
  testId: string;
  children: ReactNode;
};

const BUTTON = {
  button: cn(
    "inline-flex items-center gap-1.5 rounded-md bg-white px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset",
    "hover:bg-slate-50 data-open:bg-slate-50 data-active:text-brand-700 data-active:ring-brand-300",
  ),
  icon: cn(
    "inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800",
    "data-active:text-brand-600",
  ),
};

/**
 * A button that opens a picker panel anchored under it. Signed out, it opens the login dialog
 * instead (the spec: account actions ask for a sign-in).
 */
export function PickerPopover({
  label,
  accessibleName,
  variant,
  isActive,
  isDisabled,
  className,
  testId,
  children,
}: PickerPopoverProps) {
  const owner = useOwner();
  const buttonClass = cn(
    BUTTON[variant],
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50",
    className,
  );
  if (!owner) {
    return (
      <button
        type="button"
        aria-label={variant === "icon" ? accessibleName : undefined}
        title={variant === "icon" ? accessibleName : undefined}
        disabled={isDisabled}
        onClick={() => emitAppEvent({ type: "login:open" })}
        className={buttonClass}
        data-testid={testId}
      >
        {label}
      </button>
    );
  }
  return (
    <Popover className="relative inline-flex">
      <PopoverButton
        aria-label={variant === "icon" ? accessibleName : undefined}
        title={variant === "icon" ? accessibleName : undefined}
        disabled={isDisabled}
        data-active={isActive ? "" : undefined}
        className={buttonClass}
        data-testid={testId}
      >
        {label}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: "bottom end", gap: 6 }}
        transition
        className="z-50 rounded-lg bg-white shadow-xl ring-1 ring-slate-900/10 transition duration-100 ease-out focus:outline-none data-closed:scale-95 data-closed:opacity-0"
      >
        {children}
      </PopoverPanel>
    </Popover>
  );
}
