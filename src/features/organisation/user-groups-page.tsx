import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { OrgGroup } from "../../../contract/org.ts";
import { Button } from "../../components/ui/button.tsx";
import { AccountPageFrame, LoadState } from "../account-center/index.ts";
import { ConfirmDelete } from "./confirm-delete.tsx";
import { GroupDialog } from "./group-dialog.tsx";
import { deleteGroup } from "./org.api.ts";
import { OrgTable, RowActions, StatusBadge, cellClass } from "./org-ui.tsx";
import { useGroups, useOrgMutation } from "./queries.ts";

type Editing = { group: OrgGroup | null } | null;

/** Organizational → UserGroup: the organisation's groups (name, parent group, ID, status). */
export function UserGroupsPage() {
  const { t } = useLingui();
  const groups = useGroups();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<OrgGroup | null>(null);
  const remove = useOrgMutation(deleteGroup);
  const rows = groups.data ?? [];
  return (
    <AccountPageFrame
      title={t`User groups`}
      description={t`Groups organise your organization's users; a group may sit under a parent group.`}
      actions={<Button onClick={() => setEditing({ group: null })}>{t`Add group`}</Button>}
    >
      {groups.data ? (
        <OrgTable
          caption={t`User groups`}
          headers={[t`ID`, t`Group name`, t`Parent group`, t`Users`, t`Status`, ""]}
          isEmpty={rows.length === 0}
        >
          {rows.map((group) => (
            <tr key={group.id} data-testid="group-row">
              <td className={cellClass}>{group.id}</td>
              <td className={`${cellClass} font-medium`}>{group.name}</td>
              <td className={cellClass}>{group.parentName ?? "-"}</td>
              <td className={cellClass}>{group.memberCount}</td>
              <td className={cellClass}>
                <StatusBadge status={group.status} />
              </td>
              <td className={cellClass}>
                <RowActions
                  name={group.name}
                  onEdit={() => setEditing({ group })}
                  onDelete={() => setDeleting(group)}
                />
              </td>
            </tr>
          ))}
        </OrgTable>
      ) : (
        <LoadState query={groups} />
      )}
      {editing ? <GroupDialog group={editing.group} groups={rows} onClose={() => setEditing(null)} /> : null}
      <ConfirmDelete
        name={deleting?.name ?? null}
        consequence={t`Its users and sub-groups will have no group. This cannot be undone.`}
        doneMessage={t`The group was deleted`}
        onConfirm={() => remove.mutateAsync(deleting?.id ?? 0)}
        onClose={() => setDeleting(null)}
      />
    </AccountPageFrame>
  );
}
