import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { DestinationIcon } from "../../components/destination-icon.tsx";
import { ChevronRightIcon } from "../../components/ui/icons.ts";
import { NavEntry } from "../../components/ui/nav-entry.tsx";
import { cn } from "../../lib/cn.ts";
import { DESTINATIONS } from "../../lib/destinations.ts";

const cardClass = cn(
  "group flex w-full gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-brand-500 aria-disabled:bg-slate-50 aria-disabled:shadow-none aria-disabled:hover:ring-slate-200",
);

/** The home applications as cards (rows on a phone); those whose page does not exist yet are disabled. */
export function HomeApplications({ layout = "grid" }: { layout?: "grid" | "list" }) {
  const { i18n } = useLingui();
  const isGrid = layout === "grid";
  return (
    <section aria-labelledby="home-applications" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-14">
      <h2 id="home-applications" className="text-lg font-semibold text-slate-900">
        <Trans>Applications</Trans>
      </h2>
      <ul className={cn("mt-4 grid", isGrid ? "gap-3 sm:grid-cols-2 lg:grid-cols-5" : "gap-2")}>
        {DESTINATIONS.map((destination) => (
          <li key={destination.key} className="flex">
            <NavEntry
              href={destination.href}
              needs={destination.needs}
              block
              className={cn(cardClass, isGrid ? "items-center sm:flex-col sm:items-start" : "items-center")}
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-aria-disabled:bg-slate-100 group-aria-disabled:text-slate-400">
                <DestinationIcon destination={destination} className="size-5" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="text-sm font-semibold text-slate-900 group-aria-disabled:text-slate-500">
                  {i18n._(destination.label)}
                </span>
                <span className="text-xs leading-relaxed text-slate-500">{i18n._(destination.description)}</span>
              </span>
              <ChevronRightIcon
                className={cn(
                  "size-4 shrink-0 text-slate-300 group-hover:text-brand-500 group-aria-disabled:hidden",
                  isGrid && "sm:hidden",
                )}
              />
            </NavEntry>
          </li>
        ))}
      </ul>
    </section>
  );
}
