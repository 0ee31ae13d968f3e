import { useMemo, useState } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { TextField } from "../../components/ui/text-field.tsx";
import { FAQ_ENTRIES } from "./faq-entries.ts";
import { searchFaq } from "./faq-search.ts";

/** The FAQ: the questions in the reader's language, searched as they type (question and answer). */
export function FaqList() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState("");
  const entries = useMemo(
    () =>
      FAQ_ENTRIES.map((entry) => ({ id: entry.id, question: i18n._(entry.question), answer: i18n._(entry.answer) })),
    [i18n],
  );
  const found = searchFaq(entries, query);
  const count = found.length;
  return (
    <div className="flex flex-col gap-4">
      <TextField
        type="search"
        label={t`Search the questions`}
        value={query}
        onChange={setQuery}
        placeholder={t`For example: offline, credits, password`}
      />
      <p className="text-sm text-slate-600" role="status">
        {query.trim() ? (
          <Plural value={count} _0="No question matches." one="# question matches." other="# questions match." />
        ) : (
          <Plural value={count} one="# question" other="# questions" />
        )}
      </p>
      <ul className="flex flex-col divide-y divide-slate-200" data-testid="faq-list">
        {found.map((entry) => (
          <li key={entry.id}>
            <details className="group py-3" open={Boolean(query.trim())}>
              <summary className="cursor-pointer list-none text-base font-medium text-slate-900 marker:hidden hover:text-brand-700">
                {entry.question}
              </summary>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{entry.answer}</p>
            </details>
          </li>
        ))}
      </ul>
      {found.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>Try other words, or send us your question with Report Issues.</Trans>
        </p>
      ) : null}
    </div>
  );
}
