import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Trans } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";
import { useIsWide } from "../../lib/use-media-query.ts";
import { DocumentIcon, LockIcon } from "../../components/ui/icons.ts";
import { PrivacyPolicy } from "./privacy-policy.tsx";
import { TermsOfUse } from "./terms-of-use.tsx";

export type LegalTab = "privacy" | "terms";
const TABS: LegalTab[] = ["privacy", "terms"];

const tabClass = cn(
  "flex items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium whitespace-nowrap text-slate-600",
  "hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500",
  "data-selected:bg-white data-selected:text-brand-700 data-selected:shadow-sm data-selected:ring-1 data-selected:ring-slate-200",
);

type LegalDocumentProps = { tab: LegalTab; onTabChange: (tab: LegalTab) => void; className?: string };

/**
 * The Privacy Policy and the Terms of Use Agreement as tabs: on the left from the spec's 821 px
 * breakpoint up, on top below it.
 */
export function LegalDocument({ tab, onTabChange, className }: LegalDocumentProps) {
  const isWide = useIsWide();
  return (
    <TabGroup
      vertical={isWide}
      selectedIndex={TABS.indexOf(tab)}
      onChange={(index) => onTabChange(TABS[index] ?? "privacy")}
      className={cn("flex min-h-0 flex-1", isWide ? "flex-row" : "flex-col", className)}
    >
      <TabList
        className={cn(
          "flex shrink-0 gap-1 overflow-x-auto bg-slate-50 p-2",
          isWide ? "w-60 flex-col border-r border-slate-200 p-3" : "border-b border-slate-200",
        )}
      >
        <Tab className={tabClass}>
          <LockIcon className="size-4" />
          <Trans>Privacy Policy</Trans>
        </Tab>
        <Tab className={tabClass}>
          <DocumentIcon className="size-4" />
          <Trans>Terms of Use Agreement</Trans>
        </Tab>
      </TabList>
      <TabPanels className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-8">
        <TabPanel className="max-w-3xl focus:outline-none">
          <PrivacyPolicy />
        </TabPanel>
        <TabPanel className="max-w-3xl focus:outline-none">
          <TermsOfUse />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}
