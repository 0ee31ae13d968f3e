import type { MessageCatalog } from "../../i18n/catalog.ts";

/** The organisation's failures, the invitation mail and the refusal of a member's role. */
export const ORG_MESSAGES = {
  orgNotFound: /*i18n*/ { id: "Create your organization first: complete your profile as a group account" },
  orgGroupNameRequired: /*i18n*/ { id: "Please enter the group name" },
  orgGroupNameTaken: /*i18n*/ { id: "A group with this name already exists" },
  orgGroupParentInvalid: /*i18n*/ { id: "A group cannot be placed under itself or one of its sub-groups" },
  orgGroupNotFound: /*i18n*/ { id: "The group does not exist" },
  orgRoleNameRequired: /*i18n*/ { id: "Please enter the role name" },
  orgRoleNameTaken: /*i18n*/ { id: "A role with this name already exists" },
  orgRoleNotFound: /*i18n*/ { id: "The role does not exist" },
  orgPermissionUnknown: /*i18n*/ { id: "Unknown permission: choose from the permission list" },
  orgCannotDisableSelf: /*i18n*/ { id: "You cannot disable your own account" },
  orgAlreadyMember: /*i18n*/ { id: "This person is already a member of an organization" },
  orgInvitationSent: /*i18n*/ { id: "The invitation was sent" },
  orgInvitationInvalid: /*i18n*/ { id: "This invitation is not valid for your account, or it has expired" },
  orgJoined: /*i18n*/ { id: "You joined the organization" },
  orgRoleRefused: /*i18n*/ {
    id: "Your role in your organization does not allow this. Ask your organization's administrator",
  },
  orgSaved: /*i18n*/ { id: "Saved" },
  orgDeleted: /*i18n*/ { id: "Deleted" },
  mailOrgInviteSubject: /*i18n*/ { id: "You are invited to join {organization}" },
  mailOrgInviteText: /*i18n*/ {
    id: "{inviter} invites you to join the organization {organization}.\n\nSign in (or create your account) with this email address, then open this link within 7 days to join:\n{link}\n\nIf you do not know this organization, ignore this email.",
  },
} as const satisfies MessageCatalog;
