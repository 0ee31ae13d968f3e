import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { formatDate } from "../../lib/format-date.ts";

/** The date the legal texts below took effect. */
const LEGAL_TEXTS_DATE = "2026-11-22";

/** One numbered section of a legal text. */
export function LegalSection({ number, title, children }: { number: number; title: ReactNode; children: ReactNode }) {
  return (
    <section>
      <h3>
        <span className="text-brand-600 tabular-nums">{number}.</span> {title}
      </h3>
      {children}
    </section>
  );
}

/** The heading of a legal text with the date it took effect, in the reader's language. */
export function LegalHeading({ title }: { title: ReactNode }) {
  const { t, i18n } = useLingui();
  const date = formatDate(LEGAL_TEXTS_DATE, i18n.locale);
  return (
    <header className="mb-4 border-b border-slate-200 pb-4">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-xs text-slate-500">{t`Effective ${date}`}</p>
    </header>
  );
}
