import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { OrgPermission } from "../../../contract/org-permissions.ts";

/** The name of each permission of the catalogue (contract/org-permissions.ts), as a role's settings show it. */
export const PERMISSION_LABELS: Record<OrgPermission, MessageDescriptor> = {
  portfolio: msg({
    message: "Portfolio folders",
    comment: "Role permission: use the portfolio (folders of companies)",
  }),
  tags: msg({ message: "Tags", comment: "Role permission: use my tags" }),
  exportCompanies: msg({ message: "Export companies", comment: "Role permission: export search results" }),
  contactDetails: msg({
    message: "Contact details of people",
    comment: "Role permission: see officers' e-mail and phone",
  }),
  shareCompanies: msg({ message: "Share companies by email", comment: "Role permission" }),
  reportDataErrors: msg({ message: "Report data errors", comment: "Role permission: send a data correction" }),
  usageHistory: msg({ message: "Usage history", comment: "Role permission: see the record of companies viewed" }),
};

/** Spec: role status is shown as Valid or Invalid (groups and accounts use the same two values). */
export const STATUS_LABELS: Record<number, MessageDescriptor> = {
  1: msg({ message: "Valid", comment: "Status of a role or group" }),
  0: msg({ message: "Invalid", comment: "Status of a role or group" }),
};

export const ACCOUNT_STATUS_LABELS: Record<number, MessageDescriptor> = {
  1: msg({ message: "Active", comment: "Account status of an organisation's user" }),
  0: msg({ message: "Disabled", comment: "Account status of an organisation's user" }),
};
