import type { ContactPerson, Dashboard, LoginHistory, MenuEntry } from "../../../contract/account-center.ts";
import { EMAIL_AND_NAME_MAX } from "../../../contract/constants.ts";
import { AppError, ruleBroken } from "../../lib/app-error.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import type { AccountsDeps } from "./accounts.deps.ts";
import * as repo from "./account-center.repo.ts";
import { entitlementsOf } from "./entitlements.service.ts";
import { sessionsBetween } from "./sessions.repo.ts";
import type { SessionUser } from "./sessions.service.ts";
import { toUserInfo } from "./user-info.ts";
import { findUserById } from "./users.repo.ts";

/**
 * The account menu (spec §2 titles): type 1 personal, 2 organisation (group administrators only).
 * Not "account" nor "contact information": the app lists those pages in its Account group (My Account,
 * Contact Information), and a page is in the menu once.
 */
const MENU: readonly (MenuEntry & { onlyFor?: readonly number[]; hiddenFor?: readonly number[] })[] = [
  { id: 1, title: "dashboard", type: 1 },
  { id: 2, title: "add credit", type: 1, hiddenFor: [2] },
  { id: 3, title: "my database", type: 1 },
  { id: 4, title: "portfolio", type: 1 },
  { id: 5, title: "my tag", type: 1 },
  { id: 8, title: "alternate contacts", type: 1 },
  { id: 9, title: "organization", type: 2, onlyFor: [3] },
  { id: 10, title: "quota", type: 2, onlyFor: [3] },
  { id: 11, title: "billing", type: 1 },
  { id: 12, title: "billing details and billing information", type: 1 },
  { id: 13, title: "FAQ", type: 1 },
];

export function menuFor(userType: number): MenuEntry[] {
  return MENU.filter((e) => (!e.onlyFor || e.onlyFor.includes(userType)) && !e.hiddenFor?.includes(userType)).map(
    ({ id, title, type }) => ({ id, title, type }),
  );
}

export async function dashboard(deps: AccountsDeps, user: SessionUser): Promise<Dashboard> {
  const now = deps.now();
  const account = await findUserById(deps.db, user.id);
  if (!account) throw new AppError(401, "unauthorized");
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const [entitlements, logins, latest] = await Promise.all([
    entitlementsOf(deps.db, user.id, now),
    sessionsBetween(deps.db, user.id, monthStart, nextMonth),
    repo.latestLogins(deps.db, user.id),
  ]);
  const previous = latest[1]?.created_at;
  return {
    userInfo: toUserInfo(account),
    ...entitlements,
    profileComplete: account.certification === 1,
    loginsThisMonth: logins.length,
    lastLoginAt: previous ? new Date(previous).toISOString() : null,
    memberSince: new Date(account.created_at).toISOString(),
  };
}

function field(value: string | undefined, requiredKey: MessageKey, tooLongKey?: MessageKey): string {
  const text = (value ?? "").trim();
  if (!text) throw ruleBroken(requiredKey);
  if (tooLongKey && text.length > EMAIL_AND_NAME_MAX) throw ruleBroken(tooLongKey, { max: EMAIL_AND_NAME_MAX });
  return text;
}

/** Contact person (type 1) or alternate contact (type 2): names, e-mail and phone are required. */
export async function setContactPerson(
  deps: AccountsDeps,
  user: SessionUser,
  body: { type: 1 | 2; firstName?: string; lastName?: string; email?: string; phoneNumber?: string; position?: string },
): Promise<void> {
  const contact = {
    kind: body.type,
    firstName: field(body.firstName, "profileFirstNameRequired", "firstNameTooLong"),
    lastName: field(body.lastName, "profileLastNameRequired", "lastNameTooLong"),
    email: field(body.email, "profileEmailRequired", "emailTooLong"),
    phoneNumber: field(body.phoneNumber, "profilePhoneRequired"),
    position: (body.position ?? "").trim(),
  };
  await repo.upsertContact(deps.db, user.id, contact, deps.now());
}

export async function contactPersons(deps: AccountsDeps, user: SessionUser): Promise<ContactPerson[]> {
  const rows = await repo.listContacts(deps.db, user.id);
  return rows.map((row) => ({
    type: row.kind,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    position: row.position,
  }));
}

/** Sign-ins per month of a year, and the sign-ins of one month (UTC), from the sessions. */
export async function loginHistory(
  deps: AccountsDeps,
  user: SessionUser,
  query: { year?: number; month?: number },
): Promise<LoginHistory> {
  const now = deps.now();
  const year = query.year ?? now.getUTCFullYear();
  const month = query.month ?? (query.year === undefined ? now.getUTCMonth() + 1 : 1);
  const [counts, logins] = await Promise.all([
    repo.loginCountsByMonth(deps.db, user.id, new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1))),
    sessionsBetween(deps.db, user.id, new Date(Date.UTC(year, month - 1, 1)), new Date(Date.UTC(year, month, 1))),
  ]);
  const byMonth = new Map(counts.map((c) => [Number(c.month), Number(c.n)]));
  return {
    year,
    month,
    months: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, count: byMonth.get(i + 1) ?? 0 })),
    logins: logins.map((s) => ({
      loginTime: new Date(s.created_at).toISOString(),
      ip: s.ip,
      usaged: s.usaged,
      device: s.user_agent,
    })),
  };
}
