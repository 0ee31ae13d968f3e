import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export type Column<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Right-aligned numbers. */
  isNumeric?: boolean;
};

type DataTableProps<T> = {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  caption: string;
  testId?: string;
  rowClassName?: (row: T) => string | undefined;
};

/** A plain, accessible table that scrolls sideways on narrow screens. */
export function DataTable<T>({ columns, rows, rowKey, caption, testId, rowClassName }: DataTableProps<T>) {
  return (
    <div className="-mx-4 overflow-x-auto sm:-mx-5" data-testid={testId}>
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50 text-left text-xs font-medium text-slate-500">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  "px-4 py-2 whitespace-nowrap first:pl-4 sm:first:pl-5",
                  column.isNumeric && "text-right",
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={cn("border-b border-slate-100 last:border-b-0 hover:bg-slate-50/70", rowClassName?.(row))}
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={cn(
                    "px-4 py-2.5 align-top first:pl-4 sm:first:pl-5",
                    column.isNumeric && "text-right tabular-nums",
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
