import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { barButtonClass } from "../../components/ui/bar-button.ts";
import { AppsIcon } from "../../components/ui/icons.ts";
import { Logo } from "../../components/ui/logo.tsx";
import { NavEntry } from "../../components/ui/nav-entry.tsx";

type TopBarProps = {
  onOpenDrawer: () => void;
  /** The channel title (the home page shows it in its hero instead). */
  title?: ReactNode;
  /** Slots the pages and later features fill. */
  search?: ReactNode;
  warning?: ReactNode;
  /** The group-account menu (organisation administrators only). */
  group?: ReactNode;
  language: ReactNode;
  help: ReactNode;
  notifications?: ReactNode;
  account: ReactNode;
  assistant?: ReactNode;
};

/** The main layout's top bar: apps drawer, logo, channel title, search area and the tools on the right. */
export function TopBar(props: TopBarProps) {
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-1 bg-brand-700 px-2 text-white shadow-md shadow-brand-900/20 sm:relative sm:gap-2 sm:px-3">
      <div data-guest-allowed className="flex items-center">
        <button
          type="button"
          onClick={props.onOpenDrawer}
          aria-label={t`Open applications`}
          className={barButtonClass("dark")}
        >
          <AppsIcon />
        </button>
      </div>
      <NavEntry
        href="/home"
        className="ml-1 block shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-white"
      >
        <span className="hidden sm:block">
          <Logo inverse />
        </span>
        <span className="sm:hidden">
          <Logo inverse compact />
        </span>
      </NavEntry>
      {props.title ? (
        <>
          <div className="mx-2 hidden h-7 w-px bg-white/20 md:block" aria-hidden="true" />
          <h1 className="sr-only min-w-0 truncate text-sm font-semibold tracking-wide text-white sm:not-sr-only sm:max-w-64 sm:text-[15px] lg:max-w-none">
            {props.title}
          </h1>
        </>
      ) : null}
      <div className="flex min-w-0 flex-1 justify-center px-2">{props.search}</div>
      <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
        {props.warning}
        {props.group}
        <div data-guest-allowed className="flex items-center gap-0.5 sm:gap-1">
          {props.language}
          {props.help}
        </div>
        {/* On phones the assistant is in the apps drawer; the notifications open as a sheet. */}
        {props.notifications}
        {props.account}
        <div className="hidden sm:contents">{props.assistant}</div>
      </div>
    </header>
  );
}
