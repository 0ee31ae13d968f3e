import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { AccountPageKey } from "./account-menu.ts";

/** The side menu's label of each account page. */
export const MENU_LABELS: Record<AccountPageKey, MessageDescriptor> = {
  dashboard: msg({ message: "Dashboard", comment: "Account menu: the account overview page" }),
  addCredit: msg({ message: "Add credit", comment: "Account menu: buy credits" }),
  myDatabase: msg({ message: "My database", comment: "Account menu: the user's usage (companies viewed, reports)" }),
  portfolio: msg({ message: "Portfolio", comment: "Account menu: the user's folders of companies" }),
  myTag: msg({ message: "My tag", comment: "Account menu: the user's tags" }),
  accountSettings: msg({ message: "Account", comment: "Account menu: the user's profile and avatar" }),
  contactInformation: msg`Contact information`,
  alternateContacts: msg`Alternate contacts`,
  organization: msg({ message: "Organization", comment: "Account menu: the organisation's members and roles" }),
  quota: msg({ message: "Quota", comment: "Account menu: the organisation's credits and subscription" }),
  billing: msg({ message: "Billing", comment: "Account menu" }),
  billinginformation: msg`Billing details and billing information`,
  faq: msg({ message: "FAQ", comment: "Account menu: frequently asked questions" }),
  myAccount: msg`My Account`,
  roles: msg({ message: "Roles", comment: "Account menu, Organizational group: the organisation's roles" }),
  orgUsers: msg({ message: "User Account", comment: "Account menu, Organizational group: the organisation's users" }),
  userGroups: msg({
    message: "Group Account",
    comment: "Account menu, Organizational group: the organisation's groups",
  }),
  contactInformationPage: msg`Contact Information`,
  accountSecurity: msg`Account Security`,
  userSettings: msg`User Settings`,
  notifications: msg({ message: "Notifications", comment: "Account menu: the user's notifications" }),
  newsForYou: msg({ message: "News for you", comment: "Account menu: news picked for the user" }),
  privacyPolicy: msg`Privacy Policy`,
  terms: msg`Terms of Use Agreement`,
  reportaProblem: msg`Report a problem`,
  instructions: msg`User Guide`,
  about: msg({ message: "About", context: "help menu", comment: "Help menu: about this product" }),
};
