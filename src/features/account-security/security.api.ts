import type { SendEmailVerificationBody } from "../../../contract/accounts.ts";
import type { CancelTasks, ContactPerson, LoginHistory } from "../../../contract/account-center.ts";
import { accountCenterEndpoints, accountsEndpoints } from "../../../contract/accounts.endpoints.ts";
import { call, callEnvelope } from "../../lib/api-client.ts";

/** The contact-person type of `setContactPerson`: 1 contact person, 2 alternate contact. */
export type ContactType = ContactPerson["type"];

/** The source of `sendEmailVerification` for a change of the account e-mail (signed in). */
const CHANGE_EMAIL_SOURCE = "2" satisfies SendEmailVerificationBody["source"];

// The pages show their own loading state and errors: no full-screen overlay, no toast.
const QUIET = { silent: true, quiet: true } as const;
// The forms show the server's failure message themselves (quiet); success messages come from the server too.
const FORM = { quiet: true } as const;

export function getContactPersons(): Promise<ContactPerson[]> {
  return call(accountCenterEndpoints.contactPersons, undefined, QUIET);
}

/** Saves one contact; resolves with the server's message. */
export async function setContactPerson(contact: ContactPerson): Promise<string> {
  return (await callEnvelope(accountCenterEndpoints.setContactPerson, contact, FORM)).msg;
}

export async function changePassword(oldPassword: string, newPassword: string, confirmation: string): Promise<string> {
  const body = { oldPassword, newPasswordOne: newPassword, newPasswordTwo: confirmation };
  return (await callEnvelope(accountsEndpoints.changePassword, body, FORM)).msg;
}

/** Mails a code to the new address; resolves with the seconds before another may be requested. */
export async function sendChangeEmailCode(email: string): Promise<number> {
  const body: SendEmailVerificationBody = { email: email.trim(), source: CHANGE_EMAIL_SOURCE };
  const result = await call(accountsEndpoints.sendEmailVerification, body, FORM);
  return result.countdown;
}

export async function changeAccountEmail(email: string, code: string): Promise<string> {
  return (await callEnvelope(accountsEndpoints.changeUserAccount, { email: email.trim(), code }, FORM)).msg;
}

export function getLoginHistory(year: number, month: number): Promise<LoginHistory> {
  return call(accountCenterEndpoints.loginHistory, { year, month }, QUIET);
}

export function getCancelTasks(): Promise<CancelTasks> {
  return call(accountCenterEndpoints.cancelTasks, undefined, QUIET);
}

export async function giveUpCancelTasks(): Promise<string> {
  return (await callEnvelope(accountCenterEndpoints.giveUpCancelTasks, undefined, FORM)).msg;
}

/** Cancels the account (a GET, as in the spec); the server ends every session. */
export async function cancelAccount(): Promise<string> {
  return (await callEnvelope(accountCenterEndpoints.cancelAccount, undefined, FORM)).msg;
}

/** The organisation administrator hands the organisation over to the member with this e-mail. */
export async function handOverOwnership(email: string): Promise<string> {
  return (await callEnvelope(accountCenterEndpoints.handOverOwnership, { email: email.trim() }, FORM)).msg;
}
