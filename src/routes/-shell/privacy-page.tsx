import { Trans } from "@lingui/react/macro";
import { HomeFooter } from "../../features/home/home-footer.tsx";
import { LegalDocument, type LegalTab } from "../../features/help/legal-document.tsx";
import { PublicHeader } from "./public-header.tsx";

/** /privacypolicy: the legal texts as a page. */
export function PrivacyPage({ tab, onTabChange }: { tab: LegalTab; onTabChange: (tab: LegalTab) => void }) {
  return (
    <div className="flex min-h-full flex-col">
      <PublicHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 sm:px-6 sm:py-10">
        <h1 className="mb-4 px-1 text-2xl font-semibold tracking-tight text-slate-900">
          <Trans>Privacy and terms</Trans>
        </h1>
        <div className="flex overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <LegalDocument tab={tab} onTabChange={onTabChange} className="min-w-0" />
        </div>
      </main>
      <HomeFooter />
    </div>
  );
}
