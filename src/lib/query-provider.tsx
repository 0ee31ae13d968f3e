import type { ReactNode } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { PersistQueryClientProvider, type Persister } from "@tanstack/react-query-persist-client";
import { OFFLINE_MAX_AGE_MS, queryClient } from "./query-client.ts";
import { createIndexedDbPersister, isKeptOffline } from "./query-persister.ts";

/** Changes when the shape of what is kept offline changes: an older copy is then dropped. */
const CACHE_VERSION = "1";

const appPersister = createIndexedDbPersister();

/**
 * The query client for the whole app, restored from IndexedDB at start: the queries that ask for it
 * (`meta.persistMax`: result pages, company profiles) open again offline. Nothing else is written.
 */
export function QueryProvider({
  children,
  client = queryClient,
  persister = appPersister,
}: {
  children: ReactNode;
  client?: QueryClient;
  persister?: Persister;
}) {
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={{
        persister,
        maxAge: OFFLINE_MAX_AGE_MS,
        buster: CACHE_VERSION,
        // Restored queries stay as long as they were kept, or the next write would drop them unused.
        hydrateOptions: { defaultOptions: { queries: { gcTime: OFFLINE_MAX_AGE_MS } } },
        dehydrateOptions: {
          shouldDehydrateQuery: isKeptOffline,
          shouldDehydrateMutation: () => false,
        },
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
