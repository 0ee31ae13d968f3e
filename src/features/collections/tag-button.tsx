import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { TAG_NAME_MAX } from "../../../contract/collections-limits.ts";
import { useMembershipCounts, useOutboxSync, useTags } from "./collections.hooks.ts";
import { ListPicker } from "./list-picker.tsx";
import type { CompanyRef } from "./model.ts";
import { createTag, mutate } from "./mutate.ts";
import { PickerPopover, type PickerButtonVariant } from "./picker-popover.tsx";
import { TagIcon } from "../../components/ui/icons.ts";

export type TagButtonProps = {
  /** The companies to tag: one, or the result list's selection (the spec's batch tagging). */
  companies: readonly CompanyRef[];
  variant?: PickerButtonVariant;
  className?: string;
};

/** Puts the user's tags on companies and takes them off; creates a tag inline. Works offline. */
export function TagButton({ companies, variant = "button", className }: TagButtonProps) {
  const { t } = useLingui();
  useOutboxSync();
  const tags = useTags();
  const counts = useMembershipCounts(
    "tags",
    companies.map((company) => company.aaaId),
  );
  const isTagged = companies.length > 0 && [...(counts?.values() ?? [])].some((held) => held > 0);

  return (
    <PickerPopover
      icon={<TagIcon className="size-4.5" />}
      text={t`Tag`}
      variant={variant}
      isActive={isTagged}
      isDisabled={companies.length === 0}
      className={className}
      testId="tag-button"
    >
      <ListPicker
        testId="tag-picker"
        lists={tags}
        counts={counts}
        companyCount={companies.length}
        maxNameLength={TAG_NAME_MAX}
        texts={{
          title: <Trans>Tags</Trans>,
          empty: <Trans>No tags yet. Create one below.</Trans>,
          newName: t`New tag name`,
          duplicate: msg`You already have a tag with this name`,
          tooLong: msg`The tag name is no more than ${TAG_NAME_MAX} characters`,
        }}
        onToggle={(tagId, shouldAdd) =>
          void (shouldAdd
            ? mutate("tag.addCompanies", { tagIds: [tagId], companies: [...companies] })
            : mutate("tag.removeCompanies", { tagIds: [tagId], aaaIds: companies.map((company) => company.aaaId) }))
        }
        onCreate={async (tagName) => {
          await createTag(tagName, companies);
        }}
      />
    </PickerPopover>
  );
}
