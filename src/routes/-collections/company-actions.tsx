import type { CompanyRef } from "../../../contract/collections.ts";
import { CollectButton, TagButton, type CollectButtonProps } from "../../features/collections/index.ts";

type CompanyActionsProps = { companies: readonly CompanyRef[]; variant?: CollectButtonProps["variant"] };

/** Collect into folders and tag: mounted in the result list's toolbar (its selection) and the profile header. */
export function CompanyActions({ companies, variant }: CompanyActionsProps) {
  return (
    <>
      <CollectButton companies={companies} variant={variant} />
      <TagButton companies={companies} variant={variant} />
    </>
  );
}
