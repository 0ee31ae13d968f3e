import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { ACCOUNT_PAGES, AccountPageFrame } from "../../features/account-center/index.ts";
import { LegalDocument, type LegalTab } from "../../features/help/legal-document.tsx";

/** The legal texts of the help feature as account pages; the tabs switch between the two paths. */
export function AccountLegalPage({ tab }: { tab: LegalTab }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <AccountPageFrame title={t`Privacy and terms`}>
      <div className="-m-4 flex overflow-hidden rounded-lg sm:-m-6">
        <LegalDocument
          className="min-w-0"
          tab={tab}
          onTabChange={(next) =>
            void navigate({ href: next === "terms" ? ACCOUNT_PAGES.terms : ACCOUNT_PAGES.privacyPolicy })
          }
        />
      </div>
    </AccountPageFrame>
  );
}
