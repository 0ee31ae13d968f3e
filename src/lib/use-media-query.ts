import { useSyncExternalStore } from "react";
import { NARROW_BREAKPOINT_PX } from "../../contract/constants.ts";

/** Whether a CSS media query matches, kept up to date. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}

/** At or above the spec's narrow-layout breakpoint (821 px). */
export function useIsWide(): boolean {
  return useMediaQuery(`(min-width: ${NARROW_BREAKPOINT_PX}px)`);
}
