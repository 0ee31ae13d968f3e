import { useLingui } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { HELP_PAGES } from "../../lib/destinations.ts";
import { usePageItem } from "../../lib/use-page-item.ts";
import { barButtonClass, type BarTone } from "../../components/ui/bar-button.ts";
import { DropdownItem, DropdownMenu } from "../../components/ui/dropdown-menu.tsx";
import { ChevronDownIcon, DocumentIcon, HelpIcon, LockIcon, WarningIcon } from "../../components/ui/icons.ts";
import { GATES, usePermissionGate } from "../permissions/index.ts";

/** The help menu: FAQ, Privacy, Terms, Report Issues, User Guide, About ; Report Issues and User Guide behind the gates of spec §6. */
export function HelpMenu({ tone }: { tone: BarTone }) {
  const { t } = useLingui();
  const page = usePageItem();
  const { guard } = usePermissionGate();

  return (
    <DropdownMenu
      label={t`Help`}
      buttonClassName={barButtonClass(tone)}
      width="w-64"
      button={
        <>
          <HelpIcon />
          <span className="hidden lg:inline">{t({ message: "Help", comment: "Top bar menu button" })}</span>
          <ChevronDownIcon className="hidden size-4 opacity-70 lg:block" />
        </>
      }
    >
      <DropdownItem icon={<HelpIcon className="size-4" />} {...page(HELP_PAGES.faq)}>
        {t({ message: "FAQ", comment: "Help menu: frequently asked questions" })}
      </DropdownItem>
      <DropdownItem
        icon={<LockIcon className="size-4" />}
        onSelect={() => emitAppEvent({ type: "legal:open", tab: "privacy" })}
      >
        {t({ message: "Privacy", comment: "Help menu: opens the privacy policy" })}
      </DropdownItem>
      <DropdownItem
        icon={<DocumentIcon className="size-4" />}
        onSelect={() => emitAppEvent({ type: "legal:open", tab: "terms" })}
      >
        {t({ message: "Terms", comment: "Help menu: opens the terms of use" })}
      </DropdownItem>
      <DropdownItem
        icon={<WarningIcon className="size-4" />}
        {...page(HELP_PAGES.reportIssues, (open) => guard(GATES.reportIssues, open))}
      >
        {t`Report Issues`}
      </DropdownItem>
      <DropdownItem
        icon={<DocumentIcon className="size-4" />}
        {...page(HELP_PAGES.userGuide, (open) => guard(GATES.userGuide, open))}
      >
        {t`User Guide`}
      </DropdownItem>
      <DropdownItem icon={<HelpIcon className="size-4" />} {...page(HELP_PAGES.about)}>
        {t({ message: "About", context: "help menu", comment: "Help menu: about this product" })}
      </DropdownItem>
    </DropdownMenu>
  );
}
