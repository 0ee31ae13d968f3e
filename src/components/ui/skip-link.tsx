import type { MouseEvent } from "react";
import { Trans } from "@lingui/react/macro";

/**
 * The first stop of the keyboard on every page: hidden until focused, it moves the focus to the
 * page's <main> (every layout has one), past the top bar and the left bar.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector("main");
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
    main.focus();
  };
  return (
    <a
      href="#main"
      onClick={skip}
      className="sr-only rounded-md bg-white text-sm font-semibold text-brand-700 shadow-lg ring-2 ring-brand-500 focus:not-sr-only focus:fixed focus:px-4 focus:py-2 focus:top-2 focus:left-2 focus:z-[100]"
    >
      <Trans comment="Keyboard link, first on every page: jumps past the menus to the page's content">
        Skip to content
      </Trans>
    </a>
  );
}
