import type { ReactNode } from "react";
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { useLingui } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";
import { CloseIcon } from "./icons.ts";

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Width of the panel. */
  size?: "sm" | "md" | "lg" | "xl";
  /** Hide the visible title (it stays the dialog's accessible name). */
  hideTitle?: boolean;
  className?: string;
};

const SIZES = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-2xl", xl: "max-w-5xl" };

/** A modal dialog (Headless UI): focus trapped, Escape and a click outside close it. */
export function Modal({ open, onClose, title, children, size = "md", hideTitle = false, className }: ModalProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/50 backdrop-blur-[2px] transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center p-3 sm:p-6">
        <DialogPanel
          transition
          className={cn(
            "relative flex max-h-full w-full flex-col overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-slate-900/5",
            "transition duration-200 data-closed:scale-95 data-closed:opacity-0",
            SIZES[size],
            className,
          )}
        >
          <div className={cn("flex items-start justify-between gap-4 px-6 pt-5", hideTitle && "sr-only")}>
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t`Close`}
            className="absolute top-3.5 right-3.5 z-10 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <CloseIcon />
          </button>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
