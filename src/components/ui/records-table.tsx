import type { ReactNode } from "react";

/** A table that scrolls sideways on a phone: the scrolling region is named and reachable by keyboard. */
export function RecordsTable({
  caption,
  head,
  children,
  testId,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
  testId: string;
}) {
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead>
          <tr className="text-slate-600">
            {head.map((cell) => (
              <th key={cell} scope="col" className="py-2 pr-3 font-medium">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
