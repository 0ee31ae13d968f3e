import type { ReactNode } from "react";
import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { cn } from "../../lib/cn.ts";
import { CheckIcon } from "./icons.ts";
import { PHONE_SHEET } from "./phone-sheet.ts";

type DropdownMenuProps = {
  /** What the button shows (icon, text). */
  button: ReactNode;
  /** The accessible name of the button when it shows only an icon. */
  label?: string;
  buttonClassName?: string;
  children: ReactNode;
  width?: string;
};

/** A menu button with its items (Headless UI Menu: arrow keys, typeahead, Escape). */
export function DropdownMenu({ button, label, buttonClassName, children, width = "w-56" }: DropdownMenuProps) {
  return (
    <Menu>
      <MenuButton aria-label={label} className={buttonClassName}>
        {button}
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        transition
        className={cn(
          "z-50 mt-2 origin-top-right rounded-lg bg-white p-1 shadow-xl ring-1 ring-slate-900/10 focus:outline-none",
          "transition duration-100 ease-out data-closed:scale-95 data-closed:opacity-0",
          width,
          PHONE_SHEET,
        )}
      >
        {children}
      </MenuItems>
    </Menu>
  );
}

type DropdownItemProps = {
  onSelect?: () => void;
  children: ReactNode;
  icon?: ReactNode;
  /** A second line under the label (also the reason when the item is disabled). */
  hint?: string;
  disabled?: boolean;
  checked?: boolean;
  lang?: string;
};

export function DropdownItem({ onSelect, children, icon, hint, disabled = false, checked, lang }: DropdownItemProps) {
  return (
    <MenuItem disabled={disabled}>
      <button
        type="button"
        onClick={onSelect}
        lang={lang}
        aria-current={checked ? "true" : undefined}
        className={cn(
          "group flex w-full items-start gap-3 rounded-md px-3 py-3 text-left text-sm text-slate-700 sm:py-2",
          "data-focus:bg-brand-50 data-focus:text-brand-800 data-disabled:cursor-not-allowed data-disabled:opacity-55",
        )}
      >
        {icon ? <span className="mt-0.5 text-slate-400 group-data-focus:text-brand-600">{icon}</span> : null}
        <span className="flex min-w-0 flex-1 flex-col">
          <span className={cn("truncate", checked && "font-semibold text-brand-800")}>{children}</span>
          {hint ? <span className="text-xs text-slate-500">{hint}</span> : null}
        </span>
        {checked ? <CheckIcon className="mt-0.5 size-4 text-brand-700" /> : null}
      </button>
    </MenuItem>
  );
}
