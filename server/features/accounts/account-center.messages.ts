import type { MessageCatalog } from "../../i18n/catalog.ts";

/** Permissions, settings, avatar, cancellation and ownership of the account centre. */
export const ACCOUNT_CENTER_MESSAGES = {
  noPermission: /*i18n*/ { id: "No permission, please purchase" },
  retentionInvalid: /*i18n*/ { id: "The inactivity timeout must be between {min} and {max} minutes" },
  settingsSaved: /*i18n*/ { id: "Your settings have been saved" },
  avatarInvalid: /*i18n*/ { id: "Uploading avatar images can only be in JPG format!" },
  avatarSaved: /*i18n*/ { id: "Your avatar has been updated" },
  avatarCleared: /*i18n*/ { id: "Your avatar has been removed" },
  cancelTasksPending: /*i18n*/ { id: "Please deal with the pending tasks before cancelling your account" },
  accountCancelled: /*i18n*/ { id: "Your account has been cancelled" },
  cancelTasksGivenUp: /*i18n*/ { id: "The pending tasks have been given up" },
  cancelTaskOwnership: /*i18n*/ { id: "Hand over the administration of your organization to another member" },
  cancelTaskSubscription: /*i18n*/ { id: "Your subscription runs until {date} and will be forfeited" },
  cancelTaskCredits: /*i18n*/ {
    id: "{credits, plural, one {Your # remaining credit will be forfeited} other {Your # remaining credits will be forfeited}}",
  },
  ownershipTransferred: /*i18n*/ { id: "The organization now has a new administrator" },
  ownershipTargetInvalid: /*i18n*/ { id: "This person is not a member of your organization" },
} as const satisfies MessageCatalog;
