import { useIsFetching, useIsMutating } from "@tanstack/react-query";
import { isLoudMutation, isLoudQuery } from "./query-client.ts";

/**
 * How many queries and mutations of the query client want the full-screen overlay: those that did
 * not opt out with `meta.silent` (the API client's requests that are not `silent` count as mutations).
 */
export function useLoudRequestCount(): number {
  return useIsFetching({ predicate: isLoudQuery }) + useIsMutating({ predicate: isLoudMutation });
}
