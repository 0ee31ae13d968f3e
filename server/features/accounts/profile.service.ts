import type { SaveUserProfileBody, UserProfile } from "../../../contract/account-center.ts";
import { EMAIL_AND_NAME_MAX } from "../../../contract/constants.ts";
import { ruleBroken } from "../../lib/app-error.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import type { AccountsDeps } from "./accounts.deps.ts";
import { inTransaction } from "./executor.ts";
import * as repo from "./profile.repo.ts";
import type { SessionUser } from "./sessions.service.ts";
import * as users from "./users.repo.ts";

/** The individual form's limits for address, city and zip code (spec section 5). */
const INDIVIDUAL_ADDRESS_MAX = 20;

type Limit = { key: MessageKey; max: number };

function required(value: string | undefined, missing: MessageKey, limit?: Limit): string {
  const text = (value ?? "").trim();
  if (!text) throw ruleBroken(missing);
  if (limit && text.length > limit.max) throw ruleBroken(limit.key, { max: limit.max });
  return text;
}

/** Every field is required (the organisation name only for a group); messages as in the spec. */
export function checkProfile(body: SaveUserProfileBody): repo.ProfileRow {
  const isGroup = body.type === 2;
  const name = (key: MessageKey): Limit => ({ key, max: EMAIL_AND_NAME_MAX });
  const address = (key: MessageKey): Limit | undefined => (isGroup ? undefined : { key, max: INDIVIDUAL_ADDRESS_MAX });
  return {
    accountType: body.type,
    firstName: required(body.firstName, "profileFirstNameRequired", name("firstNameTooLong")),
    lastName: required(body.lastName, "profileLastNameRequired", name("lastNameTooLong")),
    phoneNumber: required(body.phoneNumber, "profilePhoneRequired"),
    email: required(body.email, "profileEmailRequired", name("emailTooLong")),
    countryCode: required(body.countryCode, "profileCountryRequired").toUpperCase(),
    address1: required(body.address1, "profileAddressRequired", address("address1TooLong")),
    city: required(body.city, "profileCityRequired", address("cityTooLong")),
    zipCode: required(body.zipCode, "profileZipRequired", address("zipCodeTooLong")),
    companyName: isGroup ? required(body.companyName, "profileOrganizationRequired") : (body.companyName ?? "").trim(),
  };
}

/**
 * "Complete your Profile": saves the form, sets certification 1 (the profile-complete state the
 * client checks), and for a group account makes the user the administrator of a new organisation
 * (or renames the one they administer).
 */
export async function saveUserProfile(deps: AccountsDeps, user: SessionUser, body: SaveUserProfileBody) {
  const profile = checkProfile(body);
  const now = deps.now();
  await inTransaction(deps.db, async (trx) => {
    await users.lockUser(trx, user.id);
    const account = await users.findUserById(trx, user.id);
    await repo.upsertProfile(trx, user.id, profile, now);
    await repo.markProfileComplete(trx, user.id, profile, now);
    if (profile.accountType !== 2 || !account) return;
    if (account.organization_id === null) await repo.createOrganization(trx, user.id, profile.companyName);
    else if (account.user_type === 3)
      await repo.renameOrganization(trx, String(account.organization_id), profile.companyName);
  });
  const saved = await users.findUserById(deps.db, user.id);
  return { certification: saved?.certification ?? 1, userType: saved?.user_type ?? user.userType };
}

export async function getUserProfile(deps: AccountsDeps, user: SessionUser): Promise<UserProfile | null> {
  const row = await repo.findProfile(deps.db, user.id);
  if (!row) return null;
  return {
    type: row.account_type,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    email: row.email,
    companyName: row.company_name,
    address1: row.address1,
    countryCode: row.country_code,
    city: row.city,
    zipCode: row.zip_code,
  };
}
