import type { BillingInformation, BillingInformationBody, BillingInformationField } from "../../../contract/billing.ts";
import { AppError, ruleBroken } from "../../lib/app-error.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import type { Executor } from "../accounts/index.ts";
import * as repo from "./billing-information.repo.ts";

/** The spec's message (§5, profile save) for each empty required field, in the pages' order. */
const REQUIRED: [Exclude<BillingInformationField, "companyId">, MessageKey][] = [
  ["companyName", "profileOrganizationRequired"],
  ["firstName", "profileFirstNameRequired"],
  ["lastName", "profileLastNameRequired"],
  ["phoneNumber", "profilePhoneRequired"],
  ["email", "profileEmailRequired"],
  ["countryCode", "profileCountryRequired"],
  ["address1", "profileAddressRequired"],
  ["city", "profileCityRequired"],
  ["zipCode", "profileZipRequired"],
];

/** The body trimmed and checked: the first empty required field answers its message (400, code -1). */
export function checkBillingInformation(body: BillingInformationBody): repo.BillingInformationRow {
  const text = (field: BillingInformationField) => (body[field] ?? "").trim();
  for (const [field, message] of REQUIRED) if (!text(field)) throw ruleBroken(message);
  return {
    company_name: text("companyName"),
    company_id: text("companyId"),
    country_code: text("countryCode").toUpperCase(),
    address1: text("address1"),
    city: text("city"),
    zip_code: text("zipCode"),
    first_name: text("firstName"),
    last_name: text("lastName"),
    phone_number: text("phoneNumber"),
    email: text("email"),
  };
}

type Saved = NonNullable<Awaited<ReturnType<typeof repo.findBillingInformation>>>;

function toBillingInformation(row: Saved): BillingInformation {
  return {
    companyName: row.company_name,
    companyId: row.company_id,
    countryCode: row.country_code,
    address1: row.address1,
    city: row.city,
    zipCode: row.zip_code,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    email: row.email,
    updateTime: new Date(row.updated_at).toISOString(),
  };
}

export async function billingInformation(db: Executor, userId: string): Promise<BillingInformation | null> {
  const row = await repo.findBillingInformation(db, userId);
  return row ? toBillingInformation(row) : null;
}

export async function saveBillingInformation(db: Executor, userId: string, body: BillingInformationBody, now: Date) {
  const row = await repo.insertBillingInformation(db, userId, checkBillingInformation(body), now);
  if (!row) throw new AppError(409, "billingInformationExists");
  return toBillingInformation(row);
}

export async function updateBillingInformation(db: Executor, userId: string, body: BillingInformationBody, now: Date) {
  const row = await repo.updateBillingInformation(db, userId, checkBillingInformation(body), now);
  if (!row) throw new AppError(404, "billingInformationMissing");
  return toBillingInformation(row);
}
