import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { keptOffline } from "../../lib/query-client.ts";
import { fetchCountryList, type ContinentListItem } from "./countries.api.ts";

/** One copy of the list per language the user has used (names come in the language of the request). */
const MAX_SAVED_LISTS = 9;

export const countryKeys = {
  all: ["countries"] as const,
  list: (locale: string) => ["countries", "list", locale] as const,
};

/** The list as kept in any other language: it stands in (offline) until this language's comes. */
function anyKeptList(client: QueryClient): ContinentListItem[] | undefined {
  return client.getQueriesData<ContinentListItem[]>({ queryKey: countryKeys.all }).find(([, data]) => data)?.[1];
}

export type CountrySyncState = "idle" | "loading" | "ready" | "failed";

/**
 * The country list in the language of `locale`: kept in IndexedDB for offline use, asked again when
 * the language changes, a picker opens, or the browser comes back online. A failure (offline, server
 * without the endpoint) keeps the kept copy.
 */
export function useCountryList(locale: string): { list: ContinentListItem[] | undefined; syncState: CountrySyncState } {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: countryKeys.list(locale),
    queryFn: fetchCountryList,
    ...keptOffline(MAX_SAVED_LISTS),
  });
  const syncState = query.isFetching ? "loading" : query.isError ? "failed" : query.isSuccess ? "ready" : "idle";
  return { list: query.data ?? anyKeptList(client), syncState };
}
