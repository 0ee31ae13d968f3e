import type { ReactNode } from "react";
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { cn } from "../../lib/cn.ts";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { DRAWER_WIDTH_PX } from "../../../contract/constants.ts";
import { CloseIcon, ExternalIcon, HomeIcon } from "../../components/ui/icons.ts";
import { Logo } from "../../components/ui/logo.tsx";
import { NavEntry } from "../../components/ui/nav-entry.tsx";
import { DestinationIcon } from "../../components/destination-icon.tsx";
import { DRAWER_DESTINATIONS } from "../../lib/destinations.ts";
import { CoverageClaim } from "../../components/coverage-claim.tsx";

const entryClass = cn(
  "group flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-left transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 aria-disabled:opacity-50 aria-disabled:hover:bg-transparent",
);

type AppsDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** What the top bar has no room for on phones (the AI assistant); shown on small screens only. */
  phoneTools?: ReactNode;
};

/** The 280 px side drawer: a top entry back home, then the four searches of the spec. */
export function AppsDrawer({ open, onClose, phoneTools }: AppsDrawerProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-950/40 transition-opacity data-closed:opacity-0" />
      <DialogPanel
        transition
        style={{ width: DRAWER_WIDTH_PX }}
        className="fixed inset-y-0 left-0 flex max-w-[85vw] flex-col bg-white shadow-2xl transition duration-200 ease-out data-closed:-translate-x-full"
      >
        <div className="flex h-14 items-center justify-between border-b border-slate-200 px-4">
          <Logo />
          <button
            type="button"
            onClick={onClose}
            aria-label={t`Close`}
            className="flex size-11 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 sm:size-auto sm:p-1.5 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <CloseIcon />
          </button>
        </div>
        <nav className="flex-1 overflow-y-auto p-3" aria-labelledby="apps-drawer-title">
          <NavEntry href="/" onNavigate={onClose} className={entryClass}>
            <HomeIcon className="mt-0.5 size-5 text-brand-600" />
            <span className="text-sm font-semibold text-slate-900">
              <Trans comment="Apps drawer: back to the home page">Home</Trans>
            </span>
          </NavEntry>
          <DialogTitle
            id="apps-drawer-title"
            className="mt-4 mb-1 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase"
          >
            <Trans>Applications</Trans>
          </DialogTitle>
          <ul className="space-y-0.5">
            {DRAWER_DESTINATIONS.map((destination) => (
              <li key={destination.key}>
                <NavEntry
                  href={destination.href}
                  needs={destination.needs}
                  newTab={destination.newTabFromDrawer}
                  onNavigate={onClose}
                  tooltipPlacement="bottom"
                  block
                  className={entryClass}
                >
                  <DestinationIcon destination={destination} className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
                      {i18n._(destination.label)}
                      {destination.newTabFromDrawer ? (
                        <>
                          <ExternalIcon className="size-3.5 text-slate-400" />
                          <span className="sr-only">{t`(opens in a new tab)`}</span>
                        </>
                      ) : null}
                    </span>
                    <span className="text-xs leading-snug text-slate-500">{i18n._(destination.description)}</span>
                  </span>
                </NavEntry>
              </li>
            ))}
          </ul>
          {phoneTools ? <div className="mt-4 border-t border-slate-200 px-3 pt-4 sm:hidden">{phoneTools}</div> : null}
        </nav>
        <CoverageClaim className="border-t border-slate-200 px-5 py-4 text-xs leading-relaxed text-slate-500" />
      </DialogPanel>
    </Dialog>
  );
}
