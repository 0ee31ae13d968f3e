import { useLingui } from "@lingui/react";
import { useLingui as useLinguiMacro } from "@lingui/react/macro";
import { DestinationIcon } from "../../components/destination-icon.tsx";
import { NavEntry } from "../../components/ui/nav-entry.tsx";
import { DESTINATIONS } from "../../lib/destinations.ts";
import type { Channel } from "../../lib/channel.ts";
import { cn } from "../../lib/cn.ts";

/** The searches offered on the home page, as tabs over the search frame. */
const HOME_CHANNELS = DESTINATIONS.filter((d) => d.key !== "news");

/** Tabs between the search channels; searches whose page does not exist yet are disabled. */
export function ChannelSwitch({ channel, base, className }: { channel: Channel; base: string; className?: string }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <nav aria-label={t`Search channels`} className={cn("flex gap-1 overflow-x-auto", className)}>
      {HOME_CHANNELS.map((destination) => {
        // On the home pages, companies and trade switch in place (same page, other channel).
        const href =
          destination.key === "companies"
            ? base
            : destination.key === "trade"
              ? `${base}?Detail=Trade`
              : destination.href;
        const isCurrent = destination.key === channel;
        return (
          <NavEntry
            key={destination.key}
            href={href}
            needs={destination.needs}
            current={isCurrent}
            tooltipPlacement="top"
            className={cn(
              "flex shrink-0 items-center gap-2 rounded-full px-3.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4",
              isCurrent
                ? "bg-white text-brand-800 shadow-sm"
                : "text-brand-100 ring-1 ring-white/15 hover:bg-white/10 hover:text-white aria-disabled:opacity-55 aria-disabled:hover:bg-transparent aria-disabled:hover:text-brand-100",
            )}
          >
            <DestinationIcon destination={destination} className="size-4" />
            {i18n._(destination.label)}
          </NavEntry>
        );
      })}
    </nav>
  );
}
