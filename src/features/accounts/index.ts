/**
 * Accounts: what other features and the routes reuse.
 * - The spec's section-5 checks and their messages, the live password checklist, sending a mailed code.
 * - FormBanner: the red banner with the server's message; failureMessage: that message, or a fallback.
 * - EmailCodeFields: an email field with its "Send code" button, and the mailed code's field.
 */
export {
  CHANGE_EMAIL_RULES,
  CHANGE_PASSWORD_RULES,
  ChangeEmailForm,
  ChangePasswordForm,
  HAND_OVER_RULES,
  HandOverForm,
  type ChangeEmailValues,
  type ChangePasswordValues,
  type HandOverValues,
} from "./account-forms.ts";
export { PROFILE_MESSAGES } from "./profile-messages.ts";
export { PasswordChecklist } from "./password-checklist.tsx";
export { FormBanner } from "./form-banner.tsx";
export { EmailCodeFields } from "./email-code-fields.tsx";
export { failureMessage } from "./accounts.api.ts";
// The profile form (Complete your Profile dialog), reused by the My Account page.
export { ProfileFields, useProfileForm, useProfileSave } from "./profile-fields.tsx";
export { EMPTY_PROFILE, type ProfileType, type ProfileValues } from "./profile-form.ts";
// GET /user/getUserSimpleInfo, one query for every feature that needs it.
export { fetchUserSimpleInfo, simpleInfoQuery, useUserSimpleInfo, userKeys } from "./queries.ts";
