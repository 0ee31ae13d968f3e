import type { ReactNode } from "react";

/** A quiet explanatory note inside an account page. */
export function InfoNote({ children }: { children: ReactNode }) {
  return (
    <p
      className="rounded-md bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100"
      data-testid="info-note"
    >
      {children}
    </p>
  );
}
