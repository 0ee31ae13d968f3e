import { useLayoutEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Trans } from "@lingui/react/macro";
import type { CompanySuggestion } from "../../../contract/company-search.ts";
import { cn } from "../../lib/cn.ts";
import { DemoBadge } from "./demo-badge.tsx";
import { BuildingIcon } from "../../components/ui/icons.ts";

type SuggestionListProps = {
  /** The input the list hangs under (the list is portalled, so no parent can clip it). */
  anchor: HTMLElement | null;
  id: string;
  rows: readonly CompanySuggestion[];
  activeIndex: number;
  text: string;
  onPick: (row: CompanySuggestion) => void;
  onHover: (index: number) => void;
};

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

type Place = { top: number; left: number; width: number };

/** Where the anchor's bottom edge is on the screen, kept up to date while the page scrolls or resizes. */
function usePlaceUnder(anchor: HTMLElement | null): Place | null {
  const [place, setPlace] = useState<Place | null>(null);
  useLayoutEffect(() => {
    if (!anchor) return;
    const update = () => {
      const rect = anchor.getBoundingClientRect();
      setPlace({ top: rect.bottom + 6, left: rect.left, width: rect.width });
    };
    update();
    window.addEventListener("scroll", update, true);
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update, true);
      window.removeEventListener("resize", update);
    };
  }, [anchor]);
  return place;
}

/** The autocomplete's listbox: the input keeps the focus and points at the active option. */
export function SuggestionList({ anchor, id, rows, activeIndex, text, onPick, onHover }: SuggestionListProps) {
  const place = usePlaceUnder(anchor);
  const count = rows.length;
  if (!place) return null;
  return createPortal(
    <div
      style={{ top: place.top, left: place.left, width: place.width }}
      className="fixed z-[60] overflow-hidden rounded-xl bg-white text-slate-800 shadow-2xl ring-1 ring-slate-900/10"
    >
      <ul id={id} role="listbox" className="max-h-80 overflow-y-auto py-1">
        {rows.map((row, index) => (
          <li
            key={row.aaa_id}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === activeIndex}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(row)}
            onKeyDown={(event) => event.key === "Enter" && onPick(row)}
            tabIndex={-1}
            onMouseMove={() => onHover(index)}
            className={cn(
              "flex cursor-pointer items-center gap-3 px-3.5 py-2 text-sm",
              index === activeIndex ? "bg-brand-50 text-brand-900" : "hover:bg-slate-50",
            )}
          >
            <BuildingIcon className="size-4 shrink-0 text-slate-400" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="line-clamp-2 font-medium">{row.company_name_en}</span>
              {row.matched_name ? <span className="truncate text-xs text-slate-500">{row.matched_name}</span> : null}
            </span>
            {row.is_demo ? <DemoBadge isCompact={place.width < 480} /> : null}
            {row.company_country ? (
              <span className="w-7 shrink-0 text-right font-mono text-xs text-slate-500">{row.company_country}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="border-t border-slate-100 bg-slate-50 px-3.5 py-2 text-xs text-slate-500">
        {count >= 99 ? (
          <Trans>The first 99 matches. Press Enter to see every company named “{text}”.</Trans>
        ) : (
          <Trans>Press Enter to see every company named “{text}”.</Trans>
        )}
      </p>
    </div>,
    document.body,
  );
}

/** A line under the input instead of the list (the autocomplete cannot answer), read out when it appears. */
export function SuggestionNotice({ anchor, children }: { anchor: HTMLElement | null; children: ReactNode }) {
  const place = usePlaceUnder(anchor);
  if (!place) return null;
  return createPortal(
    <p
      role="status"
      data-testid="suggestion-notice"
      style={{ top: place.top, left: place.left, width: place.width }}
      className="fixed z-[60] rounded-xl bg-white px-3.5 py-2.5 text-sm text-slate-700 shadow-2xl ring-1 ring-slate-900/10"
    >
      {children}
    </p>,
    document.body,
  );
}
