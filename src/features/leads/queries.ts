import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeadsAnswers, LeadsPostFilter } from "../../../contract/leads.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useToken } from "../../lib/use-session.ts";
import * as api from "./leads.api.ts";

/** The leads page's server state: the questionnaire's lists, the search, a lead, the saved questionnaires. */
export const leadsKeys = {
  all: ["leads"] as const,
  questions: () => ["leads", "questions"] as const,
  products: (keyword: string) => ["leads", "products", keyword] as const,
  industries: () => ["leads", "industries"] as const,
  privilege: (token: string | null) => ["leads", "privilege", token] as const,
  search: (query: api.LeadsQuery) => ["leads", "search", query] as const,
  facets: (answers: LeadsAnswers) => ["leads", "facets", answers] as const,
  lead: (scope: api.LeadScope, part: string, page = 1) => ["leads", "lead", scope, part, page] as const,
  heads: (token: string | null) => ["leads", "heads", token] as const,
};

const LISTS = { staleTime: 60 * 60_000, meta: { silent: true } } as const;

export const useQuestions = () =>
  useQuery({ queryKey: leadsKeys.questions(), queryFn: ({ signal }) => api.fetchQuestions(signal), ...LISTS });

export const useIndustries = () =>
  useQuery({ queryKey: leadsKeys.industries(), queryFn: ({ signal }) => api.fetchIndustries(signal), ...LISTS });

export function useProductChoices(keyword: string) {
  const text = keyword.trim();
  return useQuery({
    queryKey: leadsKeys.products(text),
    queryFn: ({ signal }) => api.fetchProducts(text, signal),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
    ...LISTS,
  });
}

export function usePrivilege() {
  const token = useToken();
  return useQuery({
    queryKey: leadsKeys.privilege(token),
    queryFn: ({ signal }) => api.fetchPrivilege(signal),
    meta: { silent: true },
  });
}

export const useLeads = (query: api.LeadsQuery | null) =>
  useQuery({
    queryKey: query ? leadsKeys.search(query) : ["leads", "search", null],
    queryFn: ({ signal }) => api.searchLeads(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useFacets = (answers: LeadsAnswers | null) =>
  useQuery({
    queryKey: answers ? leadsKeys.facets(answers) : ["leads", "facets", null],
    queryFn: ({ signal }) => api.fetchFacets(answers!, signal),
    enabled: answers !== null,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useLeadDetail = (scope: api.LeadScope) =>
  useQuery({
    queryKey: leadsKeys.lead(scope, "detail"),
    queryFn: ({ signal }) => api.fetchDetail(scope, signal),
    meta: { silent: true },
  });

export const useIndustryInfo = (scope: api.LeadScope) =>
  useQuery({
    queryKey: leadsKeys.lead(scope, "industry"),
    queryFn: ({ signal }) => api.fetchIndustryInfo(scope.aaaId, signal),
    meta: { silent: true },
  });

export const useTrace = (scope: api.LeadScope, page: number) =>
  useQuery({
    queryKey: leadsKeys.lead(scope, "trace", page),
    queryFn: ({ signal }) => api.fetchTrace({ ...scope, page }, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export function useHeads() {
  const token = useToken();
  return useQuery({
    queryKey: leadsKeys.heads(token),
    queryFn: ({ signal }) => api.fetchHeads(signal),
    enabled: token !== null,
    meta: { silent: true },
  });
}

/** A change to the saved questionnaires: the server's message as a notice, then the list asked again. */
function useHeadsMutation<I, O extends { msg: string }>(change: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (envelope) => emitAppEvent({ type: "toast", kind: "success", message: envelope.msg }),
    onSettled: () => client.invalidateQueries({ queryKey: ["leads", "heads"] }),
  });
}

export const useSaveAnswers = () =>
  useHeadsMutation((body: { id?: string; name: string; answers: LeadsAnswers }) => api.saveAnswers(body));
export const useRenameHead = () =>
  useHeadsMutation(({ id, name }: { id: string; name: string }) => api.renameHead(id, name));
export const useDeleteHead = () => useHeadsMutation((id: string) => api.deleteHead(id));
export const useSavePostFilter = () =>
  useHeadsMutation(({ id, postFilter }: { id: string; postFilter: LeadsPostFilter }) =>
    api.savePostFilter(id, postFilter),
  );
