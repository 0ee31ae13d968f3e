import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { COLLECTION_NAME_MAX } from "../../../contract/collections-limits.ts";
import { useFolders, useMembershipCounts, useOutboxSync } from "./collections.hooks.ts";
import { ListPicker } from "./list-picker.tsx";
import type { CompanyRef } from "./model.ts";
import { createFolder, mutate } from "./mutate.ts";
import { PickerPopover, type PickerButtonVariant } from "./picker-popover.tsx";
import { BookmarkFilledIcon, BookmarkIcon } from "../../components/ui/icons.ts";

export type CollectButtonProps = {
  /** The companies to collect: one (a profile, a result row) or the result list's selection. */
  companies: readonly CompanyRef[];
  /** "button" (default): an outlined button with text; "compact": for toolbars; "icon": a bookmark for table rows. */
  variant?: PickerButtonVariant;
  className?: string;
};

/**
 * The spec's "collect": files companies into the user's folders. The popover shows which folders
 * already hold them, toggles them in and out, and creates a folder inline. Works offline.
 */
export function CollectButton({ companies, variant = "button", className }: CollectButtonProps) {
  const { t } = useLingui();
  useOutboxSync();
  const folders = useFolders();
  const counts = useMembershipCounts(
    "collections",
    companies.map((company) => company.aaaId),
  );
  const isCollected = companies.length > 0 && [...(counts?.values() ?? [])].some((held) => held >= companies.length);
  const Icon = isCollected ? BookmarkFilledIcon : BookmarkIcon;
  const name = isCollected ? t`Collected` : t`Collect`;

  return (
    <PickerPopover
      icon={<Icon className="size-4.5" />}
      text={name}
      variant={variant}
      isActive={isCollected}
      isDisabled={companies.length === 0}
      className={className}
      testId="collect-button"
    >
      <ListPicker
        testId="folder-picker"
        lists={folders}
        counts={counts}
        companyCount={companies.length}
        maxNameLength={COLLECTION_NAME_MAX}
        texts={{
          title: <Trans>Save to folder</Trans>,
          empty: <Trans>No folders yet. Create one below.</Trans>,
          newName: t`New folder name`,
          duplicate: msg`You already have a folder with this name`,
          tooLong: msg`The folder name is no more than ${COLLECTION_NAME_MAX} characters`,
        }}
        onToggle={(collectionId, shouldAdd) =>
          void (shouldAdd
            ? mutate("collection.addItems", { collectionId, items: [...companies] })
            : mutate("collection.removeItems", { collectionId, aaaIds: companies.map((company) => company.aaaId) }))
        }
        onCreate={async (folderName) => {
          await createFolder(folderName, companies);
        }}
      />
    </PickerPopover>
  );
}
