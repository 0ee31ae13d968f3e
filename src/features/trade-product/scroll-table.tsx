import type { ReactNode } from "react";
import { ExportTableMenu, type ExportTableMenuProps } from "../../components/ui/export-table-menu.tsx";

/**
 * A table that a phone scrolls sideways: a labelled region that takes the focus (so a keyboard can
 * scroll it too), and the label read out as the table's caption. With `exportAs`, an Export menu above
 * the table writes the shown rows as XLSX or CSV.
 */
// `relative`: what a cell places absolutely (screen-reader-only text) stays inside the scrolled region.
const classNameRegion = "relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0";

/** A labelled region that a phone scrolls sideways and a keyboard can focus and scroll. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} className={classNameRegion}>
      {children}
    </div>
  );
}

/** What the Export menu writes; the file is named after the caption unless `fileName` says otherwise. */
export type TableExport = Pick<ExportTableMenuProps, "table"> & { fileName?: string };

export function ScrollTable({
  caption,
  testId,
  children,
  exportAs,
}: {
  caption: string;
  testId: string;
  children: ReactNode;
  exportAs?: TableExport | undefined;
}) {
  const table = (
    <ScrollRegion label={caption}>
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </ScrollRegion>
  );
  if (!exportAs) return table;
  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <ExportTableMenu
          table={exportAs.table}
          fileName={exportAs.fileName ?? caption}
          sheetName={caption}
          testId={`${testId}-export`}
        />
      </div>
      {table}
    </div>
  );
}
