import { api } from "../../lib/api-client.ts";
import type { CompanyProfile, CompanySnapshot } from "../../../contract/company-profile-background.ts";
import type {
  CompanyInvestments,
  CompanyOwnership,
  OwnershipTree,
  ShareholderChartSummary,
  ShareholderSummary,
} from "../../../contract/company-profile-ownership.ts";
import type {
  CompanyBranches,
  CompanyManagement,
  CompanyRelated,
  ManagementFilter,
  ManagementQuery,
  ManagementSummary,
  MoreEmails,
  NetworkChart,
  PersonCompanies,
  PersonProfile,
  RelatedSummary,
} from "../../../contract/company-profile-network.ts";
import type {
  CompanyIndustry,
  CompanyLocations,
  CompanyOperating,
  LocationType,
} from "../../../contract/company-profile-business.ts";

/** A response of the profile's API and the key it is cached under (per company) for offline reading. */
export type Resource<T> = { key: string; load: (signal: AbortSignal) => Promise<T> };

// The pages show their own loading state and errors: no full-screen overlay, no toast.
const QUIET = { silent: true, quiet: true } as const;

function background<T>(path: string, id: string, extra: Record<string, unknown> = {}): Resource<T> {
  const key = Object.keys(extra).length ? `${path}:${JSON.stringify(extra)}` : path;
  return {
    key,
    load: (signal) => api<T>(`/backgroud/${path}`, { method: "POST", body: { aaaId: id, ...extra }, signal, ...QUIET }),
  };
}

function activities<T>(path: string, id: string, query: Record<string, string> = {}): Resource<T> {
  const key = Object.keys(query).length ? `${path}:${JSON.stringify(query)}` : path;
  return {
    key,
    load: (signal) => api<T>(`/businessActivities/${path}`, { query: { aaaId: id, ...query }, signal, ...QUIET }),
  };
}

export const profileResources = {
  snapshot: (id: string) => background<CompanySnapshot>("getCompanySnapshot", id),
  profile: (id: string) => background<CompanyProfile>("getCompanyProfile", id),
  ownership: (id: string) => background<CompanyOwnership>("getCompanyOwnership", id),
  shareholderSummary: (id: string) => background<ShareholderSummary>("getShareholderSummary", id),
  shareholderChartSummary: (id: string) => background<ShareholderChartSummary>("getShareholderChartSummary", id),
  shareholderTree: (id: string) => background<OwnershipTree>("getCompanyShareholderChartV2", id),
  investments: (id: string) => background<CompanyInvestments>("getCompanyInvestment", id),
  investmentTree: (id: string) => background<OwnershipTree>("getCompanyInvestmentChart", id),
  related: (id: string) => background<CompanyRelated>("getCompanyRelated", id),
  relatedSummary: (id: string) => background<RelatedSummary>("getRelatedSummary", id),
  relatedChart: (id: string) => background<NetworkChart>("getCompanyRelatedChart", id),
  branches: (id: string) => background<CompanyBranches>("getCompanyBranch", id),
  branchChart: (id: string) => background<NetworkChart>("getCompanyBranchChart", id),
  management: (id: string, query: ManagementQuery) => background<CompanyManagement>("getCompanyManagement", id, query),
  managementSummary: (id: string) => background<ManagementSummary>("getManagementSummary", id),
  managementFilter: (id: string) => background<ManagementFilter>("getManagementFilter", id),
  person: (id: string, personId: string) => background<PersonProfile>("getPersonProfile", id, { personId }),
  personCompanies: (id: string, personId: string) =>
    background<PersonCompanies>("getPersonRelateCompany", id, { personId }),
  moreEmails: (id: string) => background<MoreEmails>("searchMoreEmail", id),
  operating: (id: string) => activities<CompanyOperating>("getCompanyOperating", id),
  locations: (id: string, type: LocationType) => activities<CompanyLocations>("getCompanyLocations", id, { type }),
  industry: (id: string) => activities<CompanyIndustry>("getCompanyIndustry", id),
};

/** The view log (signed-in users): posted when the user leaves a profile. */
export function postCompanyView(view: {
  aaaId: string;
  pageName: string;
  companyName: string;
  startTimed: number;
  endTimed: number;
}): Promise<unknown> {
  return api("/myDatabase/companyView", { method: "POST", body: view, ...QUIET });
}
