import { msg } from "@lingui/core/macro";
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { COLLECTION_NAME_MAX } from "../../../contract/collections-limits.ts";
import { Button } from "../../components/ui/button.tsx";
import { CollectButton } from "./collect-button.tsx";
import { useFolderCompanies, useFolders, type ListSummary } from "./collections.hooks.ts";
import { CompanyTable } from "./company-table.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { ListSidebar } from "./list-sidebar.tsx";
import { createFolder, mutate } from "./mutate.ts";
import { NameDialog } from "./name-dialog.tsx";
import { PageFrame } from "./page-frame.tsx";
import { useLastValue } from "./use-last-value.ts";
import { TagButton } from "./tag-button.tsx";
import { BookmarkIcon, FolderIcon, PencilIcon, TrashIcon } from "../../components/ui/icons.ts";

export type PortfolioPageProps = {
  /** The folder shown; null shows "Saved" (every collected company). */
  folderId: string | null;
  onSelectFolder: (folderId: string | null) => void;
};

type Dialog =
  { kind: "new" } | { kind: "rename"; folder: ListSummary } | { kind: "delete"; folder: ListSummary } | null;

/** The account's portfolio: the user's folders and the companies in them (works offline). */
export function PortfolioPage({ folderId, onSelectFolder }: PortfolioPageProps) {
  const { t } = useLingui();
  const folders = useFolders();
  const saved = useFolderCompanies(null);
  const companies = useFolderCompanies(folderId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const shown = useLastValue(dialog);
  const folder = folderId ? folders?.find((f) => f.id === folderId) : undefined;
  const names = new Map(folders?.map((f) => [f.id, f.name]));
  const otherNames = (except?: string) => (folders ?? []).filter((f) => f.id !== except).map((f) => f.name);

  return (
    <PageFrame
      testId="portfolio-page"
      title={<Trans>Portfolio</Trans>}
      intro={
        <Trans>
          Your folders of companies. Changes are kept on this device and synced to your account when you are online.
        </Trans>
      }
      sidebar={
        <ListSidebar
          testId="folder-list"
          heading={t`Folders`}
          allLabel={<Trans>Saved</Trans>}
          allCount={saved?.length}
          lists={folders}
          selectedId={folderId}
          onSelect={onSelectFolder}
          newLabel={<Trans>New folder</Trans>}
          onNew={() => setDialog({ kind: "new" })}
          icon={FolderIcon}
          allIcon={BookmarkIcon}
        />
      }
    >
      {folderId && folders && !folder ? (
        <MissingFolder onBack={() => onSelectFolder(null)} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 className="text-lg font-semibold text-slate-900" data-testid="folder-title">
                {folder ? folder.name : <Trans>Saved</Trans>}
              </h2>
              <p className="text-sm text-slate-500">
                {folder ? <Trans>Companies in this folder</Trans> : <Trans>Every company in any of your folders</Trans>}
              </p>
            </div>
            {folder ? (
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => setDialog({ kind: "rename", folder })}>
                  <PencilIcon className="size-4" />
                  <Trans>Rename</Trans>
                </Button>
                <Button variant="secondary" onClick={() => setDialog({ kind: "delete", folder })}>
                  <TrashIcon className="size-4" />
                  <Trans>Delete</Trans>
                </Button>
              </div>
            ) : null}
          </div>
          <CompanyTable
            testId="folder-companies"
            companies={companies}
            dateLabel={<Trans>Added</Trans>}
            lists={folder ? undefined : { label: <Trans>Folders</Trans>, names }}
            empty={
              folder ? (
                <Trans>This folder is empty. Use Collect on a company to add it.</Trans>
              ) : (
                <Trans>Nothing saved yet. Use Collect on a company to save it in a folder.</Trans>
              )
            }
            actions={(company) => (
              <>
                <CollectButton companies={[company]} variant="icon" />
                <TagButton companies={[company]} variant="icon" />
                {folder ? (
                  <button
                    type="button"
                    title={t`Remove from this folder`}
                    aria-label={t`Remove from this folder`}
                    onClick={() =>
                      void mutate("collection.removeItems", { collectionId: folder.id, aaaIds: [company.aaaId] })
                    }
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
        title={shown?.kind === "rename" ? <Trans>Rename folder</Trans> : <Trans>New folder</Trans>}
        label={<Trans>Folder name</Trans>}
        initialName={shown?.kind === "rename" ? shown.folder.name : ""}
        maxLength={COLLECTION_NAME_MAX}
        takenNames={otherNames(shown?.kind === "rename" ? shown.folder.id : undefined)}
        duplicateMessage={msg`You already have a folder with this name`}
        onSave={(name) => {
          if (dialog?.kind === "rename") void mutate("collection.rename", { collectionId: dialog.folder.id, name });
          else void createFolder(name).then(onSelectFolder);
        }}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        title={<Trans>Delete folder?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => {
          if (dialog?.kind !== "delete") return;
          void mutate("collection.delete", { collectionId: dialog.folder.id });
          onSelectFolder(null);
        }}
        onClose={() => setDialog(null)}
      >
        <DeleteFolderText name={shown?.kind === "delete" ? shown.folder.name : ""} />
      </ConfirmDialog>
    </PageFrame>
  );
}

function DeleteFolderText({ name }: { name: string }) {
  return (
    <Trans>The folder “{name}” will be deleted on all your devices. The companies stay in your other folders.</Trans>
  );
}

function MissingFolder({ onBack }: { onBack: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg bg-white p-6 ring-1 ring-slate-200">
      <p className="text-sm text-slate-600">
        <Trans>This folder no longer exists. It may have been deleted on another device.</Trans>
      </p>
      <Button variant="secondary" onClick={onBack}>
        <Trans>Show all saved companies</Trans>
      </Button>
    </div>
  );
}
