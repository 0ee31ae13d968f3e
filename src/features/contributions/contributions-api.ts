import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { contributionsEndpoints as endpoints } from "../../../contract/contributions.endpoints.ts";
import type {
  AddressEditProposal,
  AddressProposal,
  InfoProposal,
  ModerationDecision,
  ProductProposal,
} from "../../../contract/contributions.ts";
import type { IndustryScheme } from "./contributed-values.ts";
import { call, callEnvelope } from "../../lib/api-client.ts";

export const contributionKeys = {
  company: (companyId: string) => ["contributions", "company", companyId] as const,
  moderation: ["contributions", "moderation"] as const,
};

/** The company's applied user contributions (the profile's history). */
export function useCompanyContributions(companyId: string) {
  return useQuery({
    queryKey: contributionKeys.company(companyId),
    queryFn: ({ signal }) => call(endpoints.getContributions, { id: companyId }, { silent: true, signal }),
  });
}

/** Uploads the product's image (if any), then sends the proposal; answers the server's thank-you message. */
export async function proposeProduct(proposal: ProductProposal, image: File | null): Promise<string> {
  let imageFileId: string | undefined;
  if (image) {
    const form = new FormData();
    form.append("file", image, image.name);
    imageFileId = (await call(endpoints.avatarProduct, form, { quiet: true })).id;
  }
  const envelope = await callEnvelope(endpoints.addProducts, { ...proposal, imageFileId }, { quiet: true });
  return envelope.msg;
}

/** A new address (addAddressInfo) or a correction of one (editAddressInfo, by its seq); answers the thank-you. */
export async function proposeAddress(proposal: AddressProposal | AddressEditProposal): Promise<string> {
  const envelope =
    "seq" in proposal
      ? await callEnvelope(endpoints.editAddressInfo, proposal, { quiet: true })
      : await callEnvelope(endpoints.addAddressInfo, proposal, { quiet: true });
  return envelope.msg;
}

/** Company information or an industry code (editCompanyPartialInfo); answers the thank-you. */
export async function proposeInfo(proposal: InfoProposal): Promise<string> {
  return (await callEnvelope(endpoints.editCompanyPartialInfo, proposal, { quiet: true })).msg;
}

/** The codes of a classification matching what the user typed (getDynamicsCompanyIndustry). */
export function useIndustryOptions(scheme: IndustryScheme, keyword: string) {
  return useQuery({
    queryKey: ["contributions", "industry", scheme, keyword] as const,
    queryFn: ({ signal }) =>
      call(endpoints.getDynamicsCompanyIndustry, { scheme, keyword }, { silent: true, quiet: true, signal }),
    enabled: keyword.trim() !== "",
    staleTime: Infinity,
  });
}

/** The administrators' list of pending proposals. */
export function usePendingProposals() {
  return useQuery({
    queryKey: contributionKeys.moderation,
    queryFn: ({ signal }) => call(endpoints.moderationList, { status: "pending" }, { silent: true, signal }),
    retry: false,
  });
}

export function useDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (decision: ModerationDecision) => (await callEnvelope(endpoints.moderationDecide, decision)).msg,
    onSuccess: () => client.invalidateQueries({ queryKey: ["contributions"] }),
  });
}
