import type { ReactNode } from "react";

/**
 * A table that a phone scrolls sideways: a labelled region that takes the focus (so a keyboard can
 * scroll it too), and the label read out as the table's caption.
 */
// `relative`: what a cell places absolutely (screen-reader-only text) stays inside the scrolled region.
const classNameRegion = "relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0";

export function ScrollTable({ caption, testId, children }: { caption: string; testId: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={caption} tabIndex={0} className={classNameRegion}>
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
