import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { contributionsEndpoints as endpoints } from "../../../contract/contributions.endpoints.ts";
import type { ModerationDecision, ProductProposal } from "../../../contract/contributions.ts";
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
