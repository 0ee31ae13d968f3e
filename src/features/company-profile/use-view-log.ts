import { useEffect, useRef } from "react";
import { useIsSignedIn } from "../../lib/use-session.ts";
import { postCompanyView } from "./profile-api.ts";

/** A glance shorter than this is not a view (and React's development double mount is not one). */
export const MIN_VIEW_MS = 1000;

/**
 * The spec's view log: when the user leaves a company profile (another page, another company, or
 * the browser tab closing), a signed-in user's visit is posted with its start and end.
 */
export function useViewLog(companyId: string, companyName: string | undefined, pageName: string | null): void {
  const isSignedIn = useIsSignedIn();
  const latest = useRef({ companyName, pageName: pageName ?? "snapshot", isSignedIn });
  useEffect(() => {
    // A null page: the location already names the next company; the page left is the last one.
    latest.current = { companyName, pageName: pageName ?? latest.current.pageName, isSignedIn };
  }, [companyName, pageName, isSignedIn]);

  useEffect(() => {
    const startTimed = Date.now();
    let isSent = false;
    const send = () => {
      const { companyName: name, pageName: page, isSignedIn: signedIn } = latest.current;
      const endTimed = Date.now();
      if (isSent || !signedIn || !name || endTimed - startTimed < MIN_VIEW_MS) return;
      isSent = true;
      void postCompanyView({ aaaId: companyId, pageName: page, companyName: name, startTimed, endTimed }).catch(
        () => undefined,
      );
    };
    window.addEventListener("pagehide", send);
    return () => {
      window.removeEventListener("pagehide", send);
      send();
    };
  }, [companyId]);
}
