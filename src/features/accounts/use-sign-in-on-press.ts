import { useEffect, type RefObject } from "react";
import { emitAppEvent } from "../../lib/app-events.ts";
import { hasToken } from "../../lib/session.ts";

/**
 * The spec's guest rule: a mouse press anywhere in the main layout opens the login dialog when
 * there is no token. Controls marked `data-guest-allowed` (apps drawer, language, help) stay usable.
 * A native listener: presses inside portalled dialogs and menus are not part of the layout.
 */
export function useSignInOnPress(ref: RefObject<HTMLElement | null>, exempt: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || exempt) return;
    const onPress = (event: MouseEvent) => {
      if (hasToken() || event.button !== 0) return;
      if (event.target instanceof Element && event.target.closest("[data-guest-allowed]")) return;
      emitAppEvent({ type: "login:open" });
    };
    element.addEventListener("mousedown", onPress);
    return () => element.removeEventListener("mousedown", onPress);
  }, [ref, exempt]);
}
