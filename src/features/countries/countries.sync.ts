import { appStore, atom } from "../../lib/state.ts";
import { fetchCountryList } from "./countries.api.ts";
import { saveCountryList } from "./countries.store.ts";

export type CountrySyncState = "idle" | "loading" | "ready" | "failed";

/** How the last refresh of the country list went (the cached copy stays either way). */
export const countrySyncStateAtom = atom<CountrySyncState>("idle");

const inFlight = new Map<string, Promise<void>>();

/**
 * Fetches the country list in the current language and caches it. One request per language at a
 * time; a failure (offline, server without the endpoint) keeps the cached copy.
 */
export function refreshCountryList(locale: string): Promise<void> {
  const running = inFlight.get(locale);
  if (running) return running;
  appStore.set(countrySyncStateAtom, "loading");
  const request = fetchCountryList()
    .then((continents) => saveCountryList(continents, locale))
    .then(
      () => appStore.set(countrySyncStateAtom, "ready"),
      () => appStore.set(countrySyncStateAtom, "failed"),
    )
    .finally(() => inFlight.delete(locale));
  inFlight.set(locale, request);
  return request;
}
