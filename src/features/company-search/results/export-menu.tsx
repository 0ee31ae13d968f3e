import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { EXPORT_MAX_ROWS, type ExportFormat } from "../../../../contract/company-search-actions.ts";
import { emitAppEvent } from "../../../lib/app-events.ts";
import { cn } from "../../../lib/cn.ts";
import { useIsSignedIn } from "../../../lib/use-session.ts";

import { exportCompanies, type ExportRequest } from "../company-search.api.ts";
import { formatCount } from "../format.ts";
import { toolbarButtonClass } from "../../../components/ui/toolbar-button.ts";
import { DownloadIcon, ExportIcon } from "../../../components/ui/icons.ts";
import { PHONE_SHEET } from "../../../components/ui/phone-sheet.ts";
import { saveBlob } from "../../../lib/save-file.ts";

const ITEMS = cn(
  "z-40 w-64 rounded-lg bg-white p-1 shadow-xl ring-1 ring-slate-900/10 focus:outline-none transition duration-100 data-closed:opacity-0",
  PHONE_SHEET,
);
const ITEM = cn(
  "flex w-full flex-col rounded-md px-2.5 py-3 text-left text-sm sm:py-1.5 text-slate-700 data-focus:bg-brand-50 data-focus:text-brand-800",
);

type FileMenuProps = {
  label: ReactNode;
  icon: ReactNode;
  isDisabled?: boolean;
  hint: string;
  onPick: (format: ExportFormat) => void;
  testId: string;
};

function FileMenu({ label, icon, isDisabled, hint, onPick, testId }: FileMenuProps) {
  return (
    <Menu>
      <MenuButton disabled={isDisabled} className={toolbarButtonClass} data-testid={testId}>
        {icon}
        <span className="sr-only xl:not-sr-only">{label}</span>
      </MenuButton>
      <MenuItems anchor={{ to: "bottom start", gap: 6 }} transition className={ITEMS}>
        <p className="px-2.5 pt-1.5 pb-1 text-xs text-slate-500">{hint}</p>
        {(["xlsx", "csv"] as const).map((format) => (
          <MenuItem key={format}>
            <button type="button" onClick={() => onPick(format)} className={ITEM}>
              <span className="font-medium">
                {format === "xlsx" ? <Trans>Excel workbook (.xlsx)</Trans> : <Trans>CSV file (.csv)</Trans>}
              </span>
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

type ExportMenusProps = {
  criteria: ExportRequest["criteria"];
  columns: readonly string[];
  selectedIds: readonly string[];
  total: number;
};

/** Export (the whole filtered result, up to 5,000 rows) and Download (the selection), as XLSX or CSV. */
export function ExportMenus({ criteria, columns, selectedIds, total }: ExportMenusProps) {
  const { t, i18n } = useLingui();
  const limit = EXPORT_MAX_ROWS;
  const isSignedIn = useIsSignedIn();
  const run = async (request: ExportRequest) => {
    // Exports need an account (a daily limit per account): a visitor is asked to sign in first.
    if (!isSignedIn) {
      emitAppEvent({ type: "login:open" });
      return;
    }
    const file = await exportCompanies(request).catch(() => null);
    if (!file) return;
    saveBlob(file.blob, file.fileName ?? `companies.${request.format}`);
    const written = Number(file.headers.get("x-exported-rows"));
    const all = Number(file.headers.get("x-total-rows"));
    if (written < all) {
      const shown = formatCount(written, i18n.locale);
      emitAppEvent({
        type: "toast",
        kind: "info",
        message: plural(all, {
          one: `The file holds the first ${shown} of # company. Narrow the search to export the rest.`,
          other: `The file holds the first ${shown} of # companies. Narrow the search to export the rest.`,
        }),
      });
    }
  };
  return (
    <>
      <FileMenu
        testId="export-menu"
        label={<Trans comment="Toolbar: export the whole result">Export</Trans>}
        icon={<ExportIcon className="size-4" />}
        isDisabled={total === 0}
        hint={plural(limit, {
          one: "Every company of this result, filters applied (up to # row).",
          other: "Every company of this result, filters applied (up to # rows).",
        })}
        onPick={(format) => void run({ format, criteria, columns })}
      />
      <FileMenu
        testId="download-menu"
        label={<Trans comment="Toolbar: download the selected companies">Download</Trans>}
        icon={<DownloadIcon className="size-4" />}
        isDisabled={selectedIds.length === 0}
        hint={t`The companies you selected.`}
        onPick={(format) => void run({ format, criteria, columns, ids: selectedIds })}
      />
    </>
  );
}
