import type { ReactNode } from "react";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import type { Dashboard } from "../../../contract/account-center.ts";
import { NavEntry } from "../../components/ui/nav-entry.tsx";
import { ChevronRightIcon } from "../../components/ui/icons.ts";
import { AccountPageFrame } from "./account-page-frame.tsx";
import { MENU_LABELS } from "./account-menu-labels.ts";
import { ACCOUNT_PAGES, quickLinks } from "./account-menu.ts";
import { isOrganisationAdmin } from "./entitlements.ts";
import { EntitlementsSummary, Figure, useFormatDate } from "./entitlements-summary.tsx";
import { LoadState } from "./load-state.tsx";
import { useDashboard } from "./queries.ts";
import { UserAvatar } from "./user-avatar.tsx";

/** /account/dashboard: who the user is, credits and tier, sign-in activity, quick links. */
export function DashboardPage() {
  const { t } = useLinguiMacro();
  const dashboard = useDashboard();
  const firstName = dashboard.data?.userInfo.firstName ?? "";
  return (
    <AccountPageFrame
      title={t`Dashboard`}
      description={firstName ? t`Welcome back, ${firstName}. Here is your account at a glance.` : undefined}
    >
      {dashboard.data ? <DashboardContent dashboard={dashboard.data} /> : <LoadState query={dashboard} />}
    </AccountPageFrame>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function DashboardContent({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useLinguiMacro();
  const formatDate = useFormatDate();
  const { userInfo } = dashboard;
  const fullName = `${userInfo.firstName} ${userInfo.lastName}`.trim();
  const memberSince = formatDate(dashboard.memberSince);
  return (
    <div className="flex flex-col gap-7" data-testid="dashboard">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 flex-1 basis-64 items-center gap-4">
          <UserAvatar userImg={userInfo.userImg} firstName={userInfo.firstName} className="size-14 shrink-0 text-xl" />
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-slate-900">{fullName}</p>
            <p className="truncate text-sm text-slate-600">{userInfo.email}</p>
            <p className="text-xs text-slate-500">
              <Trans>Member since {memberSince}</Trans>
            </p>
          </div>
        </div>
        <ProfileStatus isComplete={dashboard.profileComplete} />
      </div>
      <Section title={t`Credits and subscription`}>
        <EntitlementsSummary entitlements={dashboard} />
      </Section>
      <Section
        title={t({ message: "Activity", context: "account usage", comment: "Dashboard: the user's sign-ins and use" })}
      >
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Figure label={t`Sign-ins this month`} value={String(dashboard.loginsThisMonth)} testId="logins-this-month" />
          <Figure
            label={t`Previous sign-in`}
            value={dashboard.lastLoginAt ? formatDate(dashboard.lastLoginAt) : t`This is your first sign-in`}
            testId="last-login"
          />
        </dl>
      </Section>
      <Section title={t`Quick links`}>
        <QuickLinks isAdmin={isOrganisationAdmin(userInfo.userType)} />
      </Section>
    </div>
  );
}

function ProfileStatus({ isComplete }: { isComplete: boolean }) {
  if (isComplete) {
    return (
      <span className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
        <Trans>Profile complete</Trans>
      </span>
    );
  }
  return (
    <NavEntry
      href={ACCOUNT_PAGES.myAccount}
      className="rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 hover:bg-amber-100"
    >
      <Trans>Complete your profile</Trans>
    </NavEntry>
  );
}

function QuickLinks({ isAdmin }: { isAdmin: boolean }) {
  const { i18n } = useLingui();
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {quickLinks(isAdmin).map(({ key, href }) => (
        <li key={key}>
          <NavEntry
            href={href}
            block
            className="flex w-full items-center justify-between rounded-lg px-4 py-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:text-brand-800 aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent"
          >
            {i18n._(MENU_LABELS[key])}
            <ChevronRightIcon className="size-4 text-slate-400" />
          </NavEntry>
        </li>
      ))}
    </ul>
  );
}
