import { useLingui } from "@lingui/react/macro";
import type { ContributionChange } from "../../../contract/contributions.ts";
import { FIELD_LABELS } from "./field-labels.ts";

/** What a contribution changed: each field's new value, and the value it replaced when there was one. */
export function ChangeList({ changes }: { changes: ContributionChange[] }) {
  const { t, i18n } = useLingui();
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {changes.map((change) => {
        const label = FIELD_LABELS[change.field];
        const previous = change.previous;
        return (
          <div key={change.field} className="contents">
            <dt className="text-slate-500">{label ? i18n._(label) : change.field}</dt>
            <dd className="min-w-0 break-words text-slate-900">
              {change.value ?? "—"}
              {previous !== null && previous !== change.value ? (
                <span className="ml-2 text-xs text-slate-500">
                  {t({ message: `was: ${previous}`, comment: "The value a contribution replaced" })}
                </span>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
