import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { useLingui } from "@lingui/react";
import { useLingui as useLinguiMacro } from "@lingui/react/macro";
import { useLocation } from "@tanstack/react-router";
import { useChannel } from "../../components/channel-title.tsx";
import { NavEntry } from "../../components/ui/nav-entry.tsx";
import { DestinationIcon } from "../../components/destination-icon.tsx";
import { DESTINATIONS } from "../../lib/destinations.ts";

const itemClass = cn(
  "flex size-11 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 aria-disabled:opacity-40 aria-disabled:hover:bg-transparent aria-disabled:hover:text-slate-500",
);

/** The left icon bar: the five applications, and the AI chat toggle at the bottom. */
export function LeftBar({ chatToggle }: { chatToggle: ReactNode }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const location = useLocation();
  const channel = useChannel();
  return (
    <nav
      aria-label={t`Applications`}
      className="hidden w-16 shrink-0 flex-col items-center gap-1 border-r border-slate-200 bg-white py-3 sm:flex"
    >
      {DESTINATIONS.map((destination) => (
        <NavEntry
          key={destination.key}
          href={destination.href}
          needs={destination.needs}
          label={i18n._(destination.label)}
          current={destination.key === channel && location.pathname.startsWith("/index")}
          tooltipPlacement="right"
          labelTooltip
          className={itemClass}
        >
          <DestinationIcon destination={destination} className="size-[22px]" />
        </NavEntry>
      ))}
      <div className="mt-auto">{chatToggle}</div>
    </nav>
  );
}
