import type { MessageCatalog } from "../../i18n/catalog.ts";

/** Titles of the notification kinds (contract/notifications.ts) and the feature's failures. */
export const NOTIFICATIONS_MESSAGES = {
  notificationPasswordChanged: /*i18n*/ { id: "Your password was changed" },
  notificationEmailChanged: /*i18n*/ { id: "Your sign-in e-mail was changed to {email}" },
  notificationReportUpdateDelivered: /*i18n*/ { id: "The report update of {companyName} was delivered" },
  notificationSanctionsScreeningChanged: /*i18n*/ {
    id: "{changes, plural, one {The sanctions screening of {companyName} changed after a list update (# change)} other {The sanctions screening of {companyName} changed after a list update (# changes)}}",
  },
  notificationCompanyNews: /*i18n*/ { id: "News about {companyName}: {title}" },
  notificationTierExpiring: /*i18n*/ { id: "Your membership ends on {date}" },
  notificationPaymentSucceeded: /*i18n*/ { id: "Payment {orderNo} succeeded" },
  notificationPaymentFailed: /*i18n*/ { id: "Payment {orderNo} failed" },
  notificationOrganizationInvitation: /*i18n*/ {
    id: "{inviter} invited you to join {organization}: the link is in your e-mail",
  },
  notificationOrganizationMemberJoined: /*i18n*/ { id: "{member} accepted your invitation and joined {organization}" },
  notificationOrganizationAccessChanged: /*i18n*/ {
    id: "The administrator of {organization} changed your group, role or account status",
  },
  notificationNotFound: /*i18n*/ { id: "The notification does not exist" },
} as const satisfies MessageCatalog;
