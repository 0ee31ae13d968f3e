import type { SendEmailVerificationBody, SendEmailVerificationResult } from "../../../contract/accounts.ts";
import type { CancelTasks, ContactPerson, LoginHistory } from "../../../contract/account-center.ts";
import { api, apiEnvelope } from "../../lib/api-client.ts";

/** The contact-person type of `setContactPerson`: 1 contact person, 2 alternate contact. */
export type ContactType = ContactPerson["type"];

/** The source of `sendEmailVerification` for a change of the account e-mail (signed in). */
const CHANGE_EMAIL_SOURCE = "2" satisfies SendEmailVerificationBody["source"];

// The forms show the server's failure message themselves (quiet); success messages come from the server too.
async function post(path: string, body: Record<string, unknown> = {}): Promise<string> {
  return (await apiEnvelope<unknown>(path, { method: "POST", body, quiet: true })).msg;
}

export function getContactPersons(): Promise<ContactPerson[]> {
  return api<ContactPerson[]>("/usercenter/getUserContactPersons", { silent: true, quiet: true });
}

/** Saves one contact; resolves with the server's message. */
export function setContactPerson(contact: ContactPerson): Promise<string> {
  return post("/usercenter/setContactPerson", contact);
}

export function changePassword(oldPassword: string, newPassword: string, confirmation: string): Promise<string> {
  return post("/user/changePwd", { oldPassword, newPasswordOne: newPassword, newPasswordTwo: confirmation });
}

/** Mails a code to the new address; resolves with the seconds before another may be requested. */
export async function sendChangeEmailCode(email: string): Promise<number> {
  const body: SendEmailVerificationBody = { email: email.trim(), source: CHANGE_EMAIL_SOURCE };
  const result = await api<SendEmailVerificationResult>("/user/sendEmailVerification", { body, quiet: true });
  return result.countdown;
}

export function changeAccountEmail(email: string, code: string): Promise<string> {
  return post("/user/changeUserAccount", { email: email.trim(), code });
}

export function getLoginHistory(year: number, month: number): Promise<LoginHistory> {
  return api<LoginHistory>("/user/showLoginHistoryDataByYM", { query: { year, month }, silent: true, quiet: true });
}

export function getCancelTasks(): Promise<CancelTasks> {
  return api<CancelTasks>("/user/showTasksForCancelAccount", { silent: true, quiet: true });
}

export function giveUpCancelTasks(): Promise<string> {
  return post("/user/giveUpTasksForCancelAccount");
}

/** Cancels the account (a GET, as in the spec); the server ends every session. */
export async function cancelAccount(): Promise<string> {
  return (await apiEnvelope<null>("/user/cancelAccount", { quiet: true })).msg;
}

/** The organisation administrator hands the organisation over to the member with this e-mail. */
export function handOverOwnership(email: string): Promise<string> {
  return post("/user/handleAccountOwnership", { email: email.trim() });
}
