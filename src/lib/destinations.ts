import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** Where the apps drawer, the left icon bar and the home page lead (spec section 2). */
export type Destination = {
  key: "companies" | "trade" | "risks" | "news" | "leads";
  href: string;
  label: MessageDescriptor;
  description: MessageDescriptor;
  /** The spec opens trade, risks and leads in a new tab from the drawer. */
  newTabFromDrawer: boolean;
  /**
   * A page the destination needs besides its own: the trade home exists, but until its search
   * results do, "Search trade" would lead to a search that finds nothing, so it stays disabled.
   */
  needs?: string;
};

export const DESTINATIONS: Destination[] = [
  {
    key: "companies",
    href: "/",
    label: msg`Search companies`,
    description: msg`Profiles, ownership, financials and credit opinions`,
    newTabFromDrawer: false,
  },
  {
    key: "trade",
    href: "/home?Detail=Trade",
    label: msg`Search trade`,
    description: msg`Shipments by product code, company and country`,
    newTabFromDrawer: true,
    needs: "/index/TradeProduct/TradeDetail/$id",
  },
  {
    key: "risks",
    href: "/sanction/index?selectCode=4",
    label: msg`Search risks`,
    description: msg`Sanctions lists, screening and adverse records`,
    newTabFromDrawer: true,
  },
  {
    key: "news",
    href: "/news/index",
    label: msg({ message: "News", comment: "Application: company and market news" }),
    description: msg`Company and market news with impact ratings`,
    newTabFromDrawer: false,
  },
  {
    key: "leads",
    href: "/index/list/risk",
    label: msg`Search leads`,
    description: msg`Buyers and suppliers matched to your products`,
    newTabFromDrawer: true,
  },
];

/** The drawer lists the spec's four searches; news is reached from the icon bar and the home page. */
export const DRAWER_DESTINATIONS = DESTINATIONS.filter((d) => d.key !== "news");

/** The help pages of the account area (spec: /account/FAQ, ReportaProblem, Instructions, About). */
export const HELP_PAGES = {
  faq: "/account/FAQ",
  reportIssues: "/account/ReportaProblem",
  userGuide: "/account/Instructions",
  about: "/account/About",
} as const;

/** The organisation pages of the group-account menu (spec section 2: Organizational). */
export const GROUP_PAGES = { groups: "/account/UserGroup", users: "/account/User", roles: "/account/Roles" } as const;

/** The three home pages: the web home, the phone layout and the installed app's entry. */
export const HOME_PATHS = { web: "/home", phone: "/csiPhone", app: "/csiApp" } as const;
