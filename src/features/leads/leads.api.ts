import { leadsEndpoints as endpoints } from "../../../contract/leads.endpoints.ts";
import type { LeadsAnswers, LeadsPostFilter, LeadsRole } from "../../../contract/leads.ts";
import { call, callEnvelope, download } from "../../lib/api-client.ts";

/** The partner-finding calls (contract/leads.endpoints.ts); each screen shows its own loading state. */
const quiet = (signal?: AbortSignal) => ({ silent: true, quiet: true, ...(signal ? { signal } : {}) });

export type LeadsQuery = { answers: LeadsAnswers; postFilter: LeadsPostFilter; page: number; pageSize: 10 | 20 | 50 };
export type LeadScope = { aaaId: string; role: LeadsRole; products: string };

export const fetchQuestions = (signal?: AbortSignal) => call(endpoints.getLeadsQuestions, {}, quiet(signal));
export const fetchProducts = (keyword: string, signal?: AbortSignal) =>
  call(endpoints.getLeadsProductFilterList, { keyword }, quiet(signal));
export const fetchIndustries = (signal?: AbortSignal) => call(endpoints.getIndustryCode, {}, quiet(signal));
export const fetchPrivilege = (signal?: AbortSignal) => call(endpoints.getPrivilege, undefined, quiet(signal));

export const searchLeads = (query: LeadsQuery, signal?: AbortSignal) => call(endpoints.search, query, quiet(signal));
export const fetchFacets = (answers: LeadsAnswers, signal?: AbortSignal) =>
  call(endpoints.leadsPostFilter, { answers }, quiet(signal));

export const fetchDetail = (scope: LeadScope, signal?: AbortSignal) =>
  call(endpoints.getCompanyDetail, scope, quiet(signal));
export const fetchIndustryInfo = (aaaId: string, signal?: AbortSignal) =>
  call(endpoints.getCompanyIndustryInfo, { aaaId }, quiet(signal));
export const fetchTrace = (scope: LeadScope & { page: number }, signal?: AbortSignal) =>
  call(endpoints.traceSearch, scope, quiet(signal));

export const fetchHeads = (signal?: AbortSignal) => call(endpoints.getAnswersHead, undefined, quiet(signal));
export const saveAnswers = (body: { id?: string; name: string; answers: LeadsAnswers }) =>
  callEnvelope(endpoints.saveLeadsAnswers, body);
export const renameHead = (id: string, name: string) => callEnvelope(endpoints.updateLeadsAnswersHead, { id, name });
export const deleteHead = (id: string) => callEnvelope(endpoints.delAnswersHead, { id });
export const savePostFilter = (id: string, postFilter: LeadsPostFilter) =>
  callEnvelope(endpoints.saveLeadsPostFilter, { id, postFilter });

export const exportLeads = (body: { answers: LeadsAnswers; postFilter: LeadsPostFilter; aaaIds?: string[] }) =>
  download(endpoints.exportDataExcel, body);
