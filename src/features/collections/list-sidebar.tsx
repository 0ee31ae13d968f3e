import type { ComponentType, ReactNode, SVGProps } from "react";
import { cn } from "../../lib/cn.ts";
import type { ListSummary } from "./collections.hooks.ts";
import { PlusIcon } from "../../components/ui/icons.ts";

type ListSidebarProps = {
  heading: ReactNode;
  /** The entry for every company at once ("Saved", "All tagged companies"). */
  allLabel: ReactNode;
  allCount: number | undefined;
  lists: ListSummary[] | undefined;
  selectedId: string | null;
  onSelect: (listId: string | null) => void;
  newLabel: ReactNode;
  onNew: () => void;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  allIcon: ComponentType<SVGProps<SVGSVGElement>>;
  testId: string;
};

function Entry({
  isSelected,
  onClick,
  icon: Icon,
  label,
  count,
}: {
  isSelected: boolean;
  onClick: () => void;
  icon: ListSidebarProps["icon"];
  label: ReactNode;
  count: number | undefined;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-current={isSelected ? "page" : undefined}
      className={cn(
        "flex w-full items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm transition-colors",
        "focus-visible:outline-2 focus-visible:outline-brand-500",
        isSelected ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-100",
      )}
    >
      <Icon className={cn("size-4.5 shrink-0", isSelected ? "text-brand-600" : "text-slate-400")} />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      <span className="text-xs text-slate-500 tabular-nums">{count ?? ""}</span>
    </button>
  );
}

/** The folders (or tags) of the account page, with the "all" entry first and a button for a new one. */
export function ListSidebar(props: ListSidebarProps) {
  return (
    <nav
      aria-label={typeof props.heading === "string" ? props.heading : undefined}
      className="flex flex-col gap-1"
      data-testid={props.testId}
    >
      <h2 className="px-2.5 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{props.heading}</h2>
      <Entry
        isSelected={props.selectedId === null}
        onClick={() => props.onSelect(null)}
        icon={props.allIcon}
        label={props.allLabel}
        count={props.allCount}
      />
      {props.lists?.map((list) => (
        <Entry
          key={list.id}
          isSelected={props.selectedId === list.id}
          onClick={() => props.onSelect(list.id)}
          icon={props.icon}
          label={list.name}
          count={list.count}
        />
      ))}
      <button
        type="button"
        onClick={props.onNew}
        className="mt-2 flex items-center gap-2 rounded-md px-2.5 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <PlusIcon className="size-4.5" />
        {props.newLabel}
      </button>
    </nav>
  );
}
