import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export type HeadColumn = { label: ReactNode; numeric?: boolean };

/** The head of the sanction pages' tables: one row of column titles, numbers aligned right. */
export function HeadRow({ columns }: { columns: readonly HeadColumn[] }) {
  return (
    <thead>
      <tr className="border-b border-slate-200 text-left text-xs text-slate-600 uppercase">
        {columns.map((column, index) => (
          <th key={index} scope="col" className={cn("py-2 pr-4 font-semibold", column.numeric && "text-right")}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
