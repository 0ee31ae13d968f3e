import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../lib/api-client.ts";
import { keptOffline } from "../../lib/query-client.ts";
import type { Resource } from "./profile-api.ts";

/** The responses of company profiles kept for offline reading (about 100 companies' opened tabs). */
export const MAX_SAVED_RESPONSES = 2000;

export const profileKeys = {
  all: ["company-profile"] as const,
  company: (companyId: string) => ["company-profile", "resource", companyId] as const,
  resource: (companyId: string, key: string) => ["company-profile", "resource", companyId, key] as const,
};

export type ResourceStatus = "loading" | "live" | "offline" | "error" | "not-found";

export type ResourceState<T> = {
  status: ResourceStatus;
  data: T | undefined;
  /** When the offline copy shown was fetched (status "offline"). */
  cachedAt: number | null;
  error: string | null;
  retry: () => void;
};

const isNotFound = (error: unknown) => error instanceof ApiError && error.code === 404;

/**
 * One response of a company's profile. The copy kept from an earlier visit (also in IndexedDB)
 * shows at once while the network is asked; when the network fails, it stays as the offline copy.
 */
export function useProfileQuery<T>(companyId: string, resource: Resource<T>): ResourceState<T> {
  const query = useQuery({
    queryKey: profileKeys.resource(companyId, resource.key),
    queryFn: ({ signal }) => resource.load(signal),
    ...keptOffline(MAX_SAVED_RESPONSES),
  });
  const { data, error, refetch } = query;
  const retry = () => void refetch();
  if (query.isError && isNotFound(error))
    return { status: "not-found", data: undefined, cachedAt: null, error: null, retry };
  if (query.isError && data !== undefined)
    return { status: "offline", data, cachedAt: query.dataUpdatedAt, error: null, retry };
  if (query.isError) return { status: "error", data: undefined, cachedAt: null, error: query.error.message, retry };
  if (data !== undefined) return { status: "live", data, cachedAt: null, error: null, retry };
  return { status: "loading", data: undefined, cachedAt: null, error: null, retry };
}
