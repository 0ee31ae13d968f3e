/**
 * Account security and contacts: what the routes under /account mount.
 * - AccountSecurityView: password, account e-mail, login history, ownership hand-over, cancellation
 *   (tabs and the history's year and month in the URL: parseSecuritySearch).
 * - ContactForm: the contact person (type 1) or the alternate contact (type 2).
 */
export { AccountSecurityView } from "./account-security-view.tsx";
export { parseSecuritySearch } from "./security-tabs.ts";
export { ContactForm } from "./contact-form.tsx";
export { ConfirmActionDialog } from "./confirm-action-dialog.tsx";
export { updateStoredUser } from "./stored-user.ts";
