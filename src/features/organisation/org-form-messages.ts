import { msg } from "@lingui/core/macro";

/** The dialogs' validation messages (the same words as the server's for the same rules). */
export const ORG_FORM_MESSAGES = {
  groupNameRequired: msg`Please enter the group name`,
  roleNameRequired: msg`Please enter the role name`,
  tooLong: msg`No more than 50 characters`,
  invalidAccount: msg`Invalid account`,
};
