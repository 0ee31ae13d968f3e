import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { emitAppEvent } from "../../lib/app-events.ts";
import { cn } from "../../lib/cn.ts";
import { downloadTable, type ExportFormat, type ExportTable } from "../../lib/table-export.ts";
import { ExportIcon } from "./icons.ts";
import { PHONE_SHEET } from "./phone-sheet.ts";
import { toolbarButtonClass } from "./toolbar-button.ts";

const ITEMS = cn(
  "z-40 w-64 rounded-lg bg-white p-1 shadow-xl ring-1 ring-slate-900/10 focus:outline-none transition duration-100 data-closed:opacity-0",
  PHONE_SHEET,
);
const ITEM = cn(
  "flex w-full rounded-md px-2.5 py-3 text-left text-sm font-medium text-slate-700 sm:py-1.5 data-focus:bg-brand-50 data-focus:text-brand-800",
);

export type ExportTableMenuProps = {
  /** The rows and columns the user sees (filters, year, flow and sort applied); may fetch every page first. */
  table: () => ExportTable | Promise<ExportTable>;
  /** The file's name without extension (e.g. "8471-partners-2024-import"). */
  fileName: string;
  /** The worksheet's name: the table's caption. */
  sheetName: string;
  testId: string;
};

/**
 * The one way to export a table: an "Export" menu offering the table as an Excel workbook or a CSV file,
 * written in the browser from the data on screen.
 */
export function ExportTableMenu({ table, fileName, sheetName, testId }: ExportTableMenuProps) {
  const { t, i18n } = useLingui();
  const [isBusy, setIsBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setIsBusy(true);
    try {
      const shown = await table();
      const written = new Intl.NumberFormat(i18n.locale).format(shown.rows.length);
      const note =
        shown.total !== undefined && shown.total > shown.rows.length
          ? plural(shown.total, {
              one: `The file holds the first ${written} of # row. Narrow the filters to export the rest.`,
              other: `The file holds the first ${written} of # rows. Narrow the filters to export the rest.`,
            })
          : shown.note;
      await downloadTable(note ? { ...shown, note } : shown, format, fileName, sheetName);
      if (note) emitAppEvent({ type: "toast", kind: "info", message: note });
    } catch {
      emitAppEvent({ type: "toast", kind: "error", message: t`The file could not be written. Please try again.` });
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Menu>
      <MenuButton disabled={isBusy} aria-busy={isBusy} className={toolbarButtonClass} data-testid={testId}>
        <ExportIcon className="size-4" />
        <span className="sr-only sm:not-sr-only">
          <Trans comment="Button: export a table as a file">Export</Trans>
        </span>
        <span className="sr-only">{` ${sheetName}`}</span>
      </MenuButton>
      <MenuItems anchor={{ to: "bottom end", gap: 6 }} transition className={ITEMS}>
        <p className="px-2.5 pt-1.5 pb-1 text-xs text-slate-500">
          <Trans>The rows and columns shown, with the current filters.</Trans>
        </p>
        {(["xlsx", "csv"] as const).map((format) => (
          <MenuItem key={format}>
            <button type="button" onClick={() => void run(format)} className={ITEM} data-testid={`${testId}-${format}`}>
              {format === "xlsx" ? <Trans>Excel workbook (.xlsx)</Trans> : <Trans>CSV file (.csv)</Trans>}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
