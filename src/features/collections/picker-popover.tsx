import type { ReactNode } from "react";
import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { emitAppEvent } from "../../lib/app-events.ts";
import { toolbarButtonClass } from "../../components/ui/toolbar-button.ts";
import { cn } from "../../lib/cn.ts";
import { useOwner } from "./collections.hooks.ts";
import { PHONE_SHEET } from "../../components/ui/phone-sheet.ts";

/** "button": icon and text; "compact": the text only on wide screens (toolbars); "icon": a bare icon. */
export type PickerButtonVariant = "button" | "compact" | "icon";

type PickerPopoverProps = {
  icon: ReactNode;
  /** The button's text and accessible name (the tooltip when the text is not shown). */
  text: string;
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
  compact: cn(toolbarButtonClass, "data-open:bg-slate-50 data-active:text-brand-700 data-active:ring-brand-300"),
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
  icon,
  text,
  variant,
  isActive,
  isDisabled,
  className,
  testId,
  children,
}: PickerPopoverProps) {
  const owner = useOwner();
  // Without visible text the button is named by its label (also its tooltip).
  const hint = variant === "button" ? undefined : text;
  const label = (
    <>
      {icon}
      {variant === "icon" ? null : (
        <span className={variant === "compact" ? "hidden xl:inline" : undefined}>{text}</span>
      )}
    </>
  );
  const buttonClass = cn(
    BUTTON[variant],
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50",
    className,
  );
  if (!owner) {
    return (
      <button
        type="button"
        aria-label={hint}
        title={hint}
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
        aria-label={hint}
        title={hint}
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
        className={cn(
          "z-50 rounded-lg bg-white shadow-xl ring-1 ring-slate-900/10 transition duration-100 ease-out focus:outline-none data-closed:scale-95 data-closed:opacity-0",
          PHONE_SHEET,
        )}
      >
        {children}
      </PopoverPanel>
    </Popover>
  );
}
