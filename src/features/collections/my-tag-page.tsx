import { msg } from "@lingui/core/macro";
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { TAG_NAME_MAX } from "../../../contract/collections-limits.ts";
import { Button } from "../../components/ui/button.tsx";
import { CollectButton } from "./collect-button.tsx";
import { useTagCompanies, useTags, type ListSummary } from "./collections.hooks.ts";
import { CompanyTable } from "./company-table.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { ListSidebar } from "./list-sidebar.tsx";
import { createTag, mutate } from "./mutate.ts";
import { NameDialog } from "./name-dialog.tsx";
import { PageFrame } from "./page-frame.tsx";
import { useLastValue } from "./use-last-value.ts";
import { TagButton } from "./tag-button.tsx";
import { PencilIcon, TagIcon, TrashIcon } from "../../components/ui/icons.ts";

export type MyTagPageProps = {
  /** The tag shown; null shows every tagged company. */
  tagId: string | null;
  onSelectTag: (tagId: string | null) => void;
};

type Dialog = { kind: "new" } | { kind: "rename"; tag: ListSummary } | { kind: "delete"; tag: ListSummary } | null;

/** The account's "my tag" page: the user's tags and the companies carrying each (works offline). */
export function MyTagPage({ tagId, onSelectTag }: MyTagPageProps) {
  const { t } = useLingui();
  const tags = useTags();
  const tagged = useTagCompanies(null);
  const companies = useTagCompanies(tagId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const shown = useLastValue(dialog);
  const tag = tagId ? tags?.find((candidate) => candidate.id === tagId) : undefined;
  const names = new Map(tags?.map((candidate) => [candidate.id, candidate.name]));
  const otherNames = (except?: string) =>
    (tags ?? []).filter((candidate) => candidate.id !== except).map((candidate) => candidate.name);

  return (
    <PageFrame
      testId="my-tag-page"
      title={<Trans>My tags</Trans>}
      intro={
        <Trans>
          Label companies with your own tags. Changes are kept on this device and synced when you are online.
        </Trans>
      }
      sidebar={
        <ListSidebar
          testId="tag-list"
          heading={t`Tags`}
          allLabel={<Trans>All tagged companies</Trans>}
          allCount={tagged?.length}
          lists={tags}
          selectedId={tagId}
          onSelect={onSelectTag}
          newLabel={<Trans>New tag</Trans>}
          onNew={() => setDialog({ kind: "new" })}
          icon={TagIcon}
          allIcon={TagIcon}
        />
      }
    >
      {tagId && tags && !tag ? (
        <div className="flex flex-col items-start gap-3 rounded-lg bg-white p-6 ring-1 ring-slate-200">
          <p className="text-sm text-slate-600">
            <Trans>This tag no longer exists. It may have been deleted on another device.</Trans>
          </p>
          <Button variant="secondary" onClick={() => onSelectTag(null)}>
            <Trans>Show all tagged companies</Trans>
          </Button>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 className="text-lg font-semibold text-slate-900" data-testid="tag-title">
                {tag ? tag.name : <Trans>All tagged companies</Trans>}
              </h2>
              <p className="text-sm text-slate-500">
                {tag ? (
                  <Trans>Companies with this tag</Trans>
                ) : (
                  <Trans>Every company with at least one of your tags</Trans>
                )}
              </p>
            </div>
            {tag ? (
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => setDialog({ kind: "rename", tag })}>
                  <PencilIcon className="size-4" />
                  <Trans>Rename</Trans>
                </Button>
                <Button variant="secondary" onClick={() => setDialog({ kind: "delete", tag })}>
                  <TrashIcon className="size-4" />
                  <Trans>Delete</Trans>
                </Button>
              </div>
            ) : null}
          </div>
          <CompanyTable
            testId="tag-companies"
            companies={companies}
            dateLabel={<Trans>Tagged</Trans>}
            lists={tag ? undefined : { label: <Trans>Tags</Trans>, names }}
            empty={
              tag ? (
                <Trans>No company has this tag yet.</Trans>
              ) : (
                <Trans>No tagged companies yet. Use Tag on a company to label it.</Trans>
              )
            }
            actions={(company) => (
              <>
                <TagButton companies={[company]} variant="icon" />
                <CollectButton companies={[company]} variant="icon" />
                {tag ? (
                  <button
                    type="button"
                    title={t`Remove this tag`}
                    aria-label={t`Remove this tag`}
                    onClick={() => void mutate("tag.removeCompanies", { tagIds: [tag.id], aaaIds: [company.aaaId] })}
                    className="inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-700"
                  >
                    <TrashIcon className="size-4.5" />
                  </button>
                ) : null}
              </>
            )}
          />
        </>
      )}
      <NameDialog
        open={dialog?.kind === "new" || dialog?.kind === "rename"}
        title={shown?.kind === "rename" ? <Trans>Rename tag</Trans> : <Trans>New tag</Trans>}
        label={<Trans>Tag name</Trans>}
        initialName={shown?.kind === "rename" ? shown.tag.name : ""}
        maxLength={TAG_NAME_MAX}
        takenNames={otherNames(shown?.kind === "rename" ? shown.tag.id : undefined)}
        duplicateMessage={msg`You already have a tag with this name`}
        onSave={(name) => {
          if (dialog?.kind === "rename") void mutate("tag.rename", { tagId: dialog.tag.id, name });
          else void createTag(name).then(onSelectTag);
        }}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        title={<Trans>Delete tag?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => {
          if (dialog?.kind !== "delete") return;
          void mutate("tag.delete", { tagId: dialog.tag.id });
          onSelectTag(null);
        }}
        onClose={() => setDialog(null)}
      >
        <DeleteTagText name={shown?.kind === "delete" ? shown.tag.name : ""} />
      </ConfirmDialog>
    </PageFrame>
  );
}

function DeleteTagText({ name }: { name: string }) {
  return <Trans>The tag “{name}” will be removed from every company, on all your devices.</Trans>;
}
