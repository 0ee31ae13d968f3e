import { useLingui } from "@lingui/react/macro";
import { GROUP_PAGES } from "../../lib/destinations.ts";
import { usePageItem } from "../../lib/use-page-item.ts";
import { barButtonClass, type BarTone } from "../../components/ui/bar-button.ts";
import { DropdownItem, DropdownMenu } from "../../components/ui/dropdown-menu.tsx";
import { BuildingIcon, ChevronDownIcon, ShieldIcon, UserIcon } from "../../components/ui/icons.ts";
import { GATES, usePermissionGate } from "../permissions/index.ts";

/** The top bar's group-account menu: Group Account, User Account, Roles; shown to userType 3 only (spec §6). */
export function GroupMenu({ tone }: { tone: BarTone }) {
  const { t } = useLingui();
  const page = usePageItem();
  const { allows } = usePermissionGate();
  if (allows(GATES.groupManagement) !== true) return null;

  return (
    <DropdownMenu
      label={t`Group account`}
      buttonClassName={barButtonClass(tone)}
      button={
        <>
          <BuildingIcon />
          <span className="hidden xl:inline">{t({ message: "Group", comment: "Top bar: group-account menu" })}</span>
          <ChevronDownIcon className="hidden size-4 opacity-70 xl:block" />
        </>
      }
    >
      <DropdownItem icon={<BuildingIcon className="size-4" />} {...page(GROUP_PAGES.groups)}>
        {t`Group Account`}
      </DropdownItem>
      <DropdownItem icon={<UserIcon className="size-4" />} {...page(GROUP_PAGES.users)}>
        {t`User Account`}
      </DropdownItem>
      <DropdownItem icon={<ShieldIcon className="size-4" />} {...page(GROUP_PAGES.roles)}>
        {t({ message: "Roles", comment: "Group-account menu: roles and their permissions" })}
      </DropdownItem>
    </DropdownMenu>
  );
}
