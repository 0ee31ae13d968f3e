import { Type, type TSchema } from "typebox";
import { defineEndpoints } from "./endpoint.ts";
import { CompanyRef } from "./company-profile.ts";
import { CompanyProfile, CompanySnapshot } from "./company-profile-background.ts";
import { CompanyIndustry, CompanyLocations, CompanyOperating, LocationsQuery } from "./company-profile-business.ts";
import {
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
  PersonRef,
  RelatedQuery,
  RelatedSummary,
} from "./company-profile-network.ts";
import {
  CompanyInvestments,
  CompanyOwnership,
  OwnershipTree,
  ShareholderChartSummary,
  ShareholderSummary,
} from "./company-profile-ownership.ts";
import { PeopleSearchQuery, PeopleSearchResult } from "./people-search.ts";
import { ActionLogPage, ActionLogQuery, CompanyViewBody, CompanyViewSaved } from "./company-profile-views.ts";

export const RelatedBody = Type.Object({ ...CompanyRef.properties, ...RelatedQuery.properties });
export const ManagementBody = Type.Object({ ...CompanyRef.properties, ...ManagementQuery.properties });
export const PersonBody = Type.Object({ ...CompanyRef.properties, ...PersonRef.properties });

/** `POST /backgroud/<path>` about one company (public; an unknown company is 404). */
const background = <const P extends string, B extends TSchema, R extends TSchema>(
  path: P,
  summary: string,
  body: B,
  response: R,
) => ({ method: "POST", path: `/backgroud/${path}`, summary, body, response, auth: "none", errors: [404] }) as const;

/** A `background` call with person contact data: signed in only, counted against the daily limit. */
const contacts = <const P extends string, B extends TSchema, R extends TSchema>(
  path: P,
  summary: string,
  body: B,
  response: R,
) => ({ ...background(path, summary, body, response), auth: "required", errors: [404, 429] }) as const;

/** `GET /businessActivities/<path>` about one company. */
const activities = <const P extends string, Q extends TSchema, R extends TSchema>(
  path: P,
  summary: string,
  query: Q,
  response: R,
) =>
  ({
    method: "GET",
    path: `/businessActivities/${path}`,
    summary,
    query,
    response,
    auth: "none",
    errors: [404],
  }) as const;

/** The company profile: background (spelled as the spec spells it), management, business activities, view log. */
export const companyProfileEndpoints = defineEndpoints("company profile", {
  snapshot: background(
    "getCompanySnapshot",
    "Snapshot: key facts, data quality and provenance",
    CompanyRef,
    CompanySnapshot,
  ),
  profile: background(
    "getCompanyProfile",
    "Profile: identity, legal form, addresses, name history, capital",
    CompanyRef,
    CompanyProfile,
  ),
  ownership: background(
    "getCompanyOwnership",
    "Shareholders at every level, with effective shares and ultimate owners",
    CompanyRef,
    CompanyOwnership,
  ),
  shareholderSummary: background(
    "getShareholderSummary",
    "Shareholder counts, levels, UBOs and the largest holding",
    CompanyRef,
    ShareholderSummary,
  ),
  shareholderChartSummary: background(
    "getShareholderChartSummary",
    "Direct shareholders' exact shares (donut chart)",
    CompanyRef,
    ShareholderChartSummary,
  ),
  shareholderChart: background(
    "getCompanyShareholderChart",
    "Shareholder chart: the direct shareholders",
    CompanyRef,
    OwnershipTree,
  ),
  shareholderTree: background(
    "getCompanyShareholderChartV2",
    "Shareholder chart: every level up to the ultimate beneficial owners",
    CompanyRef,
    OwnershipTree,
  ),
  investments: background(
    "getCompanyInvestment",
    "Companies the company holds interests in",
    CompanyRef,
    CompanyInvestments,
  ),
  investmentTree: background(
    "getCompanyInvestmentChart",
    "Investment chart: holdings down to three levels",
    CompanyRef,
    OwnershipTree,
  ),
  related: background(
    "getCompanyRelated",
    "Related companies (parents, subsidiaries, affiliates...)",
    RelatedBody,
    CompanyRelated,
  ),
  relatedSummary: background(
    "getRelatedSummary",
    "Related companies by relation and by country",
    CompanyRef,
    RelatedSummary,
  ),
  relatedChart: background("getCompanyRelatedChart", "Related companies chart", CompanyRef, NetworkChart),
  branches: background("getCompanyBranch", "Branches", CompanyRef, CompanyBranches),
  branchChart: background("getCompanyBranchChart", "Branches chart, grouped by country", CompanyRef, NetworkChart),
  // Officers' e-mail and phone only for a signed-in caller (issue 20, finding 6).
  management: {
    ...background(
      "getCompanyManagement",
      "Management and board, one row per person, paged and filtered; contact fields only when signed in",
      ManagementBody,
      CompanyManagement,
    ),
    auth: "optional",
  },
  managementSummary: background(
    "getManagementSummary",
    "Management counts: current, former, shareholders, verified, by department",
    CompanyRef,
    ManagementSummary,
  ),
  managementFilter: background(
    "getManagementFilter",
    "Departments and positions to filter the management list by",
    CompanyRef,
    ManagementFilter,
  ),
  person: contacts(
    "getPersonProfile",
    "A person, with their roles in the company (when given)",
    PersonBody,
    PersonProfile,
  ),
  personCompanies: background(
    "getPersonRelateCompany",
    "A person's other companies: roles and ownership interests",
    PersonBody,
    PersonCompanies,
  ),
  moreEmails: contacts(
    "searchMoreEmail",
    "Other contact e-mail addresses on the company's domain",
    CompanyRef,
    MoreEmails,
  ),
  operating: activities(
    "getCompanyOperating",
    "Line of business, territories and products",
    CompanyRef,
    CompanyOperating,
  ),
  locations: activities(
    "getCompanyLocations",
    "Addresses with coordinates, by type (subject, subsidiary, registered, operation, all)",
    LocationsQuery,
    CompanyLocations,
  ),
  industry: activities(
    "getCompanyIndustry",
    "Industry codes (ISIC, NACE, NAICS, SIC) with descriptions",
    CompanyRef,
    CompanyIndustry,
  ),
  peopleSearch: {
    method: "GET",
    path: "/gleagle/people/searchDetail",
    summary: "People found by the start of their name, with their current roles (no contact data)",
    query: PeopleSearchQuery,
    response: PeopleSearchResult,
    auth: "required",
  },
  companyView: {
    method: "POST",
    path: "/myDatabase/companyView",
    summary: "Record that the user viewed a company profile",
    body: CompanyViewBody,
    response: CompanyViewSaved,
    auth: "required",
    errors: [404],
  },
  actionLog: {
    method: "POST",
    path: "/myDatabase/getUserActionLogPage",
    summary: "The user's company views, newest first, paged",
    body: ActionLogQuery,
    response: ActionLogPage,
    auth: "required",
    errors: [404],
  },
});
