import { call, type CallArgs } from "../../lib/api-client.ts";
import type { EndpointInput, EndpointOutput } from "../../../contract/endpoint.ts";
import { companyProfileEndpoints as endpoints } from "../../../contract/company-profile.endpoints.ts";
import type { ManagementQuery } from "../../../contract/company-profile-network.ts";
import type { LocationType } from "../../../contract/company-profile-business.ts";

/** A response of the profile's API and the key it is cached under (per company) for offline reading. */
export type Resource<T> = { key: string; load: (signal: AbortSignal) => Promise<T> };

// The pages show their own loading state and errors: no full-screen overlay, no toast.
const QUIET = { silent: true, quiet: true } as const;

type ProfileEndpoints = typeof endpoints;
type ProfileCall = {
  [K in keyof ProfileEndpoints]: ProfileEndpoints[K] extends { auth: "none" | "optional" | "required" }
    ? ProfileEndpoints[K]
    : never;
}[keyof ProfileEndpoints];

/**
 * A call about company `id`: the company goes in the body (POST /backgroud/*) or the query (GET
 * /businessActivities/*). The cache key is the call's name, with its other input when there is any.
 */
function resource<E extends ProfileCall>(
  endpoint: E,
  id: string,
  extra?: Omit<EndpointInput<E>, "aaaId">,
): Resource<EndpointOutput<E>> {
  const name = endpoint.path.slice(endpoint.path.lastIndexOf("/") + 1);
  const key = extra && Object.keys(extra).length ? `${name}:${JSON.stringify(extra)}` : name;
  const input = { aaaId: id, ...extra } as EndpointInput<E>;
  return { key, load: (signal) => call(endpoint, ...([input, { signal, ...QUIET }] as CallArgs<E>)) };
}

export const profileResources = {
  snapshot: (id: string) => resource(endpoints.snapshot, id),
  profile: (id: string) => resource(endpoints.profile, id),
  ownership: (id: string) => resource(endpoints.ownership, id),
  shareholderSummary: (id: string) => resource(endpoints.shareholderSummary, id),
  shareholderChartSummary: (id: string) => resource(endpoints.shareholderChartSummary, id),
  shareholderTree: (id: string) => resource(endpoints.shareholderTree, id),
  investments: (id: string) => resource(endpoints.investments, id),
  investmentTree: (id: string) => resource(endpoints.investmentTree, id),
  related: (id: string) => resource(endpoints.related, id),
  relatedSummary: (id: string) => resource(endpoints.relatedSummary, id),
  relatedChart: (id: string) => resource(endpoints.relatedChart, id),
  branches: (id: string) => resource(endpoints.branches, id),
  branchChart: (id: string) => resource(endpoints.branchChart, id),
  management: (id: string, query: ManagementQuery) => resource(endpoints.management, id, query),
  managementSummary: (id: string) => resource(endpoints.managementSummary, id),
  managementFilter: (id: string) => resource(endpoints.managementFilter, id),
  person: (id: string, personId: string) => resource(endpoints.person, id, { personId }),
  personCompanies: (id: string, personId: string) => resource(endpoints.personCompanies, id, { personId }),
  moreEmails: (id: string) => resource(endpoints.moreEmails, id),
  operating: (id: string) => resource(endpoints.operating, id),
  locations: (id: string, type: LocationType) => resource(endpoints.locations, id, { type }),
  industry: (id: string) => resource(endpoints.industry, id),
};

/** The view log (signed-in users): posted when the user leaves a profile. */
export function postCompanyView(view: {
  aaaId: string;
  pageName: string;
  companyName: string;
  startTimed: number;
  endTimed: number;
}): Promise<unknown> {
  return call(endpoints.companyView, view, QUIET);
}
