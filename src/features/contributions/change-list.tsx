import { useLingui } from "@lingui/react/macro";
import type { ContributionChange } from "../../../contract/contributions.ts";
import { FIELD_LABELS } from "./field-labels.ts";

/** What a contribution changes: each field's value, after the value it replaces (struck through) when that differs. */
export function ChangeList({ changes }: { changes: ContributionChange[] }) {
  const { t, i18n } = useLingui();
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {changes.map((change) => {
        const label = FIELD_LABELS[change.field];
        const previous = change.previous;
        const isChanged = previous !== null && previous !== change.value;
        return (
          <div key={change.field} className="contents" data-testid="change" data-changed={isChanged || undefined}>
            <dt className="text-slate-500">{label ? i18n._(label) : change.field}</dt>
            <dd className="min-w-0 break-words text-slate-900">
              {isChanged ? (
                <>
                  <del className="text-slate-500">
                    <span className="sr-only">
                      {t({ message: "Previous value:", comment: "Before a replaced value" })}{" "}
                    </span>
                    {previous}
                  </del>
                  <span aria-hidden="true" className="mx-1.5 text-slate-400">
                    →
                  </span>
                </>
              ) : null}
              <span className={isChanged ? "font-medium" : undefined}>
                {isChanged ? (
                  <span className="sr-only">{t({ message: "New value:", comment: "Before a proposed value" })} </span>
                ) : null}
                {change.value ?? "—"}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
