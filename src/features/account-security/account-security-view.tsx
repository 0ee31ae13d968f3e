import { useEffect, useRef, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";
import { CancelAccountSection } from "./cancel-account-section.tsx";
import { ChangeEmailForm } from "./change-email-form.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { LoginHistoryView } from "./login-history.tsx";
import { OwnershipSection } from "./ownership-section.tsx";
import { SECURITY_TABS, type SecuritySearch, type SecurityTab } from "./security-tabs.ts";

export type AccountSecurityViewProps = {
  search: SecuritySearch;
  onSearch: (search: SecuritySearch) => void;
  /** The account was cancelled (the session is already cleared). */
  onCancelled: () => void;
};

const LABELS: Record<SecurityTab, ReactNode> = {
  password: <Trans>Password</Trans>,
  email: <Trans>Account email</Trans>,
  history: <Trans>Login history</Trans>,
  ownership: <Trans>Account ownership</Trans>,
  cancel: <Trans>Cancel account</Trans>,
};

/** Password, account e-mail, sign-in history, organisation hand-over and cancellation, one tab each. */
export function AccountSecurityView({ search, onSearch, onCancelled }: AccountSecurityViewProps) {
  const { t } = useLingui();
  const tab = search.tab ?? "password";
  const now = new Date();
  const current = useRef<HTMLButtonElement>(null);
  // On a phone the tabs scroll sideways: keep the chosen one in view.
  useEffect(() => {
    // A statement, not the effect's return value: scrollIntoView returns a promise in recent browsers.
    void current.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [tab]);
  return (
    <div className="flex flex-col gap-5">
      <nav
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1"
        aria-label={t`Account security sections`}
      >
        {SECURITY_TABS.map((value) => (
          <button
            key={value}
            ref={value === tab ? current : undefined}
            type="button"
            aria-current={value === tab ? "page" : undefined}
            onClick={() => onSearch({ tab: value })}
            className={cn(
              "-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors",
              value === tab
                ? "border-brand-700 text-brand-800"
                : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
            )}
          >
            {LABELS[value]}
          </button>
        ))}
      </nav>
      {tab === "password" ? <ChangePasswordForm /> : null}
      {tab === "email" ? <ChangeEmailForm /> : null}
      {tab === "history" ? (
        <LoginHistoryView
          year={search.year ?? now.getUTCFullYear()}
          month={search.month ?? (search.year === undefined ? now.getUTCMonth() + 1 : 1)}
          onSelect={(year, month) => onSearch({ tab, year, month })}
        />
      ) : null}
      {tab === "ownership" ? <OwnershipSection /> : null}
      {tab === "cancel" ? (
        <CancelAccountSection onHandOver={() => onSearch({ tab: "ownership" })} onCancelled={onCancelled} />
      ) : null}
    </div>
  );
}
