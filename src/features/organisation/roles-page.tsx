import { useState } from "react";
import { useLingui as useLinguiCore } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { isOrgPermission } from "../../../contract/org-permissions.ts";
import type { OrgRole } from "../../../contract/org.ts";
import { Button } from "../../components/ui/button.tsx";
import { AccountPageFrame, LoadState } from "../account-center/index.ts";
import { ConfirmDelete } from "./confirm-delete.tsx";
import { deleteRole } from "./org.api.ts";
import { OrgTable, RowActions, StatusBadge, cellClass } from "./org-ui.tsx";
import { PERMISSION_LABELS } from "./permission-labels.ts";
import { RoleDialog } from "./role-dialog.tsx";
import { useOrgMutation, usePermissionList, useRoles } from "./queries.ts";

type Editing = { role: OrgRole | null } | null;

/** Organizational → Roles: name, position, status (Valid or Invalid) and permission settings. */
export function RolesPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const roles = useRoles();
  const catalogue = usePermissionList();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<OrgRole | null>(null);
  const remove = useOrgMutation(deleteRole);
  const rows = roles.data ?? [];
  const names = (keys: readonly string[]) =>
    keys.length === 0
      ? "-"
      : keys.map((key) => (isOrgPermission(key) ? i18n._(PERMISSION_LABELS[key]) : key)).join(", ");
  return (
    <AccountPageFrame
      title={t`Roles`}
      description={t`A role decides what its users may do; a change applies to them at once.`}
      actions={<Button onClick={() => setEditing({ role: null })}>{t`Add role`}</Button>}
    >
      {roles.data ? (
        <OrgTable
          caption={t`Roles`}
          headers={[t`Role name`, t`Position`, t`Permissions`, t`Users`, t`Status`, ""]}
          isEmpty={rows.length === 0}
        >
          {rows.map((role) => (
            <tr key={role.id} data-testid="role-row">
              <td className={`${cellClass} font-medium`}>{role.name}</td>
              <td className={cellClass}>{role.position || "-"}</td>
              <td className={`${cellClass} max-w-64 text-xs text-slate-600`}>{names(role.permissions)}</td>
              <td className={cellClass}>{role.memberCount}</td>
              <td className={cellClass}>
                <StatusBadge status={role.status} />
              </td>
              <td className={cellClass}>
                <RowActions name={role.name} onEdit={() => setEditing({ role })} onDelete={() => setDeleting(role)} />
              </td>
            </tr>
          ))}
        </OrgTable>
      ) : (
        <LoadState query={roles} />
      )}
      {editing && catalogue.data ? (
        <RoleDialog
          role={editing.role}
          permissionKeys={catalogue.data.map((entry) => entry.key)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDelete
        name={deleting?.name ?? null}
        consequence={t`Its users will have no role, and so none of its permissions. This cannot be undone.`}
        doneMessage={t`The role was deleted`}
        onConfirm={() => remove.mutateAsync(deleting?.id ?? 0)}
        onClose={() => setDeleting(null)}
      />
    </AccountPageFrame>
  );
}
