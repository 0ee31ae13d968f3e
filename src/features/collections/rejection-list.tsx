import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SyncRejection } from "../../offline/db.ts";
import { isMutationKind, type Mutation } from "./model.ts";

/** What a refused change was, in words. */
function useDescribe(): (rejection: SyncRejection) => string {
  const { t } = useLingui();
  return (rejection) => {
    if (!isMutationKind(rejection.kind)) return rejection.kind;
    const mutation = { kind: rejection.kind, payload: rejection.payload } as Mutation;
    switch (mutation.kind) {
      case "collection.create": {
        const name = mutation.payload.name;
        return t`Create the folder “${name}”`;
      }
      case "collection.rename": {
        const name = mutation.payload.name;
        return t`Rename a folder to “${name}”`;
      }
      case "collection.delete":
        return t`Delete a folder`;
      case "collection.addItems": {
        const count = mutation.payload.items.length;
        return plural(count, { one: "Add # company to a folder", other: "Add # companies to a folder" });
      }
      case "collection.removeItems": {
        const count = mutation.payload.aaaIds.length;
        return plural(count, { one: "Remove # company from a folder", other: "Remove # companies from a folder" });
      }
      case "tag.create": {
        const name = mutation.payload.name;
        return t`Create the tag “${name}”`;
      }
      case "tag.rename": {
        const name = mutation.payload.name;
        return t`Rename a tag to “${name}”`;
      }
      case "tag.delete":
        return t`Delete a tag`;
      case "tag.addCompanies": {
        const count = mutation.payload.companies.length;
        return plural(count, { one: "Tag # company", other: "Tag # companies" });
      }
      case "tag.removeCompanies": {
        const count = mutation.payload.aaaIds.length;
        return plural(count, { one: "Untag # company", other: "Untag # companies" });
      }
    }
  };
}

/** Changes the server refused for good (they were dropped from the queue), with its reason. */
export function RejectionList({ rejections, onDismiss }: { rejections: SyncRejection[]; onDismiss: () => void }) {
  const describe = useDescribe();
  return (
    <div className="rounded-md bg-amber-50 p-3 ring-1 ring-amber-200" data-testid="sync-rejections">
      <p className="mb-2 font-medium text-amber-900">
        <Trans>The server refused these changes:</Trans>
      </p>
      <ul className="mb-2 flex list-disc flex-col gap-1 pl-4 text-amber-900">
        {rejections.map((rejection) => (
          <li key={rejection.id}>
            {describe(rejection)}
            <span className="block text-xs text-amber-800">{rejection.message}</span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onDismiss}
        className="text-xs font-medium text-amber-900 underline hover:no-underline"
      >
        <Trans>Dismiss</Trans>
      </button>
    </div>
  );
}
