import { createHash, randomBytes } from "node:crypto";
import { isEmailAddress } from "../../../contract/email.ts";
import type { Locale } from "../../../contract/locales.ts";
import type { OrgCompanyUsers, OrgDistributeBody, OrgInviteBody, OrgUser } from "../../../contract/org.ts";
import { AppError, ruleBroken } from "../../lib/app-error.ts";
import { translate } from "../../i18n/messages.ts";
import { sendMail } from "../../mail/mail.service.ts";
import * as repo from "./org.repo.ts";
import { notify } from "../notifications/index.ts";
import * as invitations from "./org-invitations.repo.ts";
import { adminOrganization, refOf, type OrgDeps } from "./org-context.ts";

const INVITATION_DAYS = 7;
/** The web page that accepts an invitation (src/routes/account/joinOrganization.tsx). */
export const JOIN_PAGE_PATH = "/account/joinOrganization";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

type UserRow = Awaited<ReturnType<typeof repo.listUsers>>[number];
function toUser(row: UserRow): OrgUser {
  return {
    id: String(row.id),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    userType: row.user_type,
    groupId: row.org_group_id === null ? null : Number(row.org_group_id),
    groupName: row.group_name ?? null,
    roleId: row.org_role_id === null ? null : Number(row.org_role_id),
    roleName: row.role_name ?? null,
    accountStatus: row.org_account_status,
  };
}

export async function companyUsers(deps: OrgDeps, adminId: string): Promise<OrgCompanyUsers> {
  const orgId = await adminOrganization(deps, adminId);
  const [users, pending] = await Promise.all([
    repo.listUsers(deps.db, orgId),
    invitations.pendingInvitations(deps.db, orgId, deps.now()),
  ]);
  return {
    users: users.map(toUser),
    invitations: pending.map((row) => ({
      email: row.email,
      createdAt: new Date(row.created_at).toISOString(),
      expiresAt: new Date(row.expires_at).toISOString(),
    })),
  };
}

/** A group and role of this organisation (or none). */
async function placeOf(deps: OrgDeps, orgId: string, body: { groupId?: number; roleId?: number }) {
  const groupId = refOf(body.groupId);
  const roleId = refOf(body.roleId);
  if (groupId !== null && !(await repo.findGroup(deps.db, orgId, groupId))) throw ruleBroken("orgGroupNotFound");
  if (roleId !== null && !(await repo.roleExists(deps.db, orgId, roleId))) throw ruleBroken("orgRoleNotFound");
  return { groupId, roleId };
}

export async function distribute(deps: OrgDeps, adminId: string, body: OrgDistributeBody): Promise<OrgUser> {
  const orgId = await adminOrganization(deps, adminId);
  const [target] = await repo.listUsers(deps.db, orgId, body.userId);
  if (!target) throw new AppError(404, "ownershipTargetInvalid");
  const accountStatus = body.accountStatus ?? target.org_account_status;
  if (body.userId === adminId && accountStatus !== 1) throw ruleBroken("orgCannotDisableSelf");
  const place = await placeOf(deps, orgId, body);
  await repo.setMemberPlace(deps.db, body.userId, { ...place, accountStatus: accountStatus === 0 ? 0 : 1 });
  const [updated] = await repo.listUsers(deps.db, orgId, body.userId);
  const user = toUser(updated ?? target);
  // The member hears that what they may do changed (their own next request already obeys it).
  const before = toUser(target);
  const changed = (["groupId", "roleId", "accountStatus"] as const).some((key) => before[key] !== user[key]);
  if (changed && body.userId !== adminId) {
    const organization = await invitations.organizationName(deps.db, orgId);
    const event = { kind: "organizationAccessChanged", params: { organization } } as const;
    await notify(deps.db, [{ userId: body.userId, event }], deps.now());
  }
  return user;
}

export async function invite(
  deps: OrgDeps,
  admin: { id: string; name: string },
  body: OrgInviteBody,
  locale: Locale,
): Promise<void> {
  const orgId = await adminOrganization(deps, admin.id);
  const email = body.email.trim();
  if (!isEmailAddress(email, 50)) throw ruleBroken("invalidAccount");
  const existing = await invitations.userByEmail(deps.db, email);
  if (existing?.organization_id != null) throw ruleBroken("orgAlreadyMember");
  const place = await placeOf(deps, orgId, body);
  const token = randomBytes(24).toString("base64url");
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  await invitations.insertInvitation(deps.db, {
    orgId,
    email,
    tokenHash: hashOf(token),
    ...place,
    invitedBy: admin.id,
    now,
    expiresAt,
  });
  const organization = await invitations.organizationName(deps.db, orgId);
  // Someone with an account also hears it in the app; the e-mail carries the link to accept.
  if (existing) {
    const params = { organization, inviter: admin.name };
    await notify(deps.db, [{ userId: String(existing.id), event: { kind: "organizationInvitation", params } }], now);
  }
  const link = `${deps.publicUrl}${JOIN_PAGE_PATH}?token=${token}`;
  const subject = translate(locale, "mailOrgInviteSubject", { organization });
  const text = translate(locale, "mailOrgInviteText", { organization, inviter: admin.name, link });
  await sendMail(deps.db, deps.mailer, deps.log, { to: email, subject, text }, now);
}

/**
 * Joins the invitation's organisation as a member (userType 2) with its group and role; the
 * administrator who invited them hears it.
 */
export async function accept(deps: OrgDeps, user: { id: string; email: string }, token: string): Promise<void> {
  const now = deps.now();
  const joined = await deps.db.transaction().execute(async (trx) => {
    const invitation = await invitations.openInvitation(trx, hashOf(token), now);
    if (!invitation || invitation.email.toLowerCase() !== user.email.toLowerCase()) return null;
    if (!(await invitations.joinOrganization(trx, user.id, invitation))) return null;
    await invitations.markAccepted(trx, invitation.id, now);
    return invitation;
  });
  if (!joined) throw ruleBroken("orgInvitationInvalid");
  const organization = await invitations.organizationName(deps.db, joined.organization_id);
  const params = { organization, member: user.email };
  await notify(
    deps.db,
    [{ userId: String(joined.invited_by), event: { kind: "organizationMemberJoined", params } }],
    now,
  );
}
