import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { OrgUser } from "../../../contract/org.ts";
import { Button } from "../../components/ui/button.tsx";
import { AccountPageFrame, LoadState } from "../account-center/index.ts";
import { OrgTable, RowActions, StatusBadge, cellClass } from "./org-ui.tsx";
import { ACCOUNT_STATUS_LABELS } from "./permission-labels.ts";
import { useCompanyUsers, useGroups, useRoles } from "./queries.ts";
import { InviteDialog, UserDialog } from "./user-dialogs.tsx";

type Editing = { kind: "invite" } | { kind: "user"; user: OrgUser } | null;

/** Organizational → User: the organisation's users with their group, role and account status. */
export function UsersPage() {
  const { t, i18n } = useLingui();
  const users = useCompanyUsers();
  const groups = useGroups();
  const roles = useRoles();
  const [editing, setEditing] = useState<Editing>(null);
  const choices = { groups: groups.data ?? [], roles: roles.data ?? [] };
  const rows = users.data?.users ?? [];
  const invitations = users.data?.invitations ?? [];
  return (
    <AccountPageFrame
      title={t`Users`}
      description={t`Your organization's users: give each a group and a role, or disable an account.`}
      actions={<Button onClick={() => setEditing({ kind: "invite" })}>{t`Invite a user`}</Button>}
    >
      {users.data ? (
        <OrgTable
          caption={t`Users`}
          headers={[t`Name`, t`Email`, t`Group`, t`Role`, t`Account status`, ""]}
          isEmpty={rows.length === 0}
        >
          {rows.map((user) => {
            const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
            return (
              <tr key={user.id} data-testid="user-row">
                <td className={`${cellClass} font-medium`}>
                  {name}
                  {user.userType === 3 ? (
                    <span className="block text-xs text-slate-500">{t`Administrator`}</span>
                  ) : null}
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{user.email}</td>
                <td className={cellClass}>{user.groupName ?? "-"}</td>
                <td className={cellClass}>{user.userType === 3 ? t`All permissions` : (user.roleName ?? "-")}</td>
                <td className={cellClass}>
                  <StatusBadge status={user.accountStatus} labels={ACCOUNT_STATUS_LABELS} />
                </td>
                <td className={cellClass}>
                  <RowActions name={name} onEdit={() => setEditing({ kind: "user", user })} />
                </td>
              </tr>
            );
          })}
        </OrgTable>
      ) : (
        <LoadState query={users} />
      )}
      {invitations.length > 0 ? (
        <section className="mt-6" aria-labelledby="pending-invitations">
          <h2 id="pending-invitations" className="text-sm font-semibold text-slate-900">
            {t`Invitations not yet accepted`}
          </h2>
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {invitations.map((invitation) => {
              const until = i18n.date(invitation.expiresAt, { dateStyle: "medium" });
              return (
                <li key={invitation.email + invitation.createdAt} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="break-all text-slate-800">{invitation.email}</span>
                  <span className="text-slate-500">{t`Valid until ${until}`}</span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {editing?.kind === "invite" ? <InviteDialog {...choices} onClose={() => setEditing(null)} /> : null}
      {editing?.kind === "user" ? (
        <UserDialog {...choices} user={editing.user} onClose={() => setEditing(null)} />
      ) : null}
    </AccountPageFrame>
  );
}
