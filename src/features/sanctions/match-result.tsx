import type { Static } from "typebox";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MatchResult, ScreenedList } from "../../../contract/screening.ts";
import { entryPageId } from "../../../contract/screening-pages.ts";
import { cn } from "../../lib/cn.ts";
import { ScrollTable } from "../trade-product/index.ts";
import { FEATURE_HELP, FEATURE_LABELS } from "./labels.ts";

type Result = Static<typeof MatchResult>;

/** One screening result: the listed entry, its score against the threshold, and each feature explained. */
export function MatchResultCard({ result }: { result: Result }) {
  const { t, i18n } = useLingui();
  const listId = result.datasets[0] ?? "";
  const isPerson = result.schema === "Person";
  const score = i18n.number(result.score, { style: "percent", maximumFractionDigits: 0 });
  const caption = result.caption;
  return (
    <article className="rounded-lg ring-1 ring-slate-200" data-testid="match-result">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-3 py-2">
        <div className="min-w-0">
          <Link
            to={isPerson ? "/sanction/index/personDetail/$id" : "/sanction/index/companyDetail/$id"}
            params={{ id: entryPageId(result.id, listId) }}
            className="font-medium break-words text-brand-700 hover:underline"
          >
            {result.caption}
          </Link>
          <div className="text-xs text-slate-600">{result.datasets.join(", ")}</div>
        </div>
        <span
          className={cn(
            "rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
            result.match ? "bg-red-50 text-red-800 ring-red-200" : "bg-slate-50 text-slate-700 ring-slate-200",
          )}
          data-testid="match-score"
        >
          {result.match ? t`Match, score ${score}` : t`Below the threshold, score ${score}`}
        </span>
      </header>
      <div className="px-3 py-2">
        <ScrollTable caption={t`How the score of ${caption} was reached`} testId="match-features">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600 uppercase">
              <th className="py-1.5 pr-3 font-semibold">
                <Trans>Feature</Trans>
              </th>
              <th className="py-1.5 pr-3 text-right font-semibold">
                <Trans context="screening match score">Score</Trans>
              </th>
              <th className="py-1.5 pr-3 font-semibold">
                <Trans>Screened</Trans>
              </th>
              <th className="py-1.5 pr-3 font-semibold">
                <Trans>Listed</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(result.explanations).map(([feature, explanation]) => {
              const label = FEATURE_LABELS[feature];
              const help = FEATURE_HELP[feature];
              return (
                <tr key={feature} className="border-b border-slate-100 align-top" data-testid="match-feature">
                  <td className="py-1.5 pr-3">
                    <div className="font-medium text-slate-900">{label ? i18n._(label) : feature}</div>
                    {help ? <div className="max-w-sm text-xs text-slate-600">{i18n._(help)}</div> : null}
                    {feature === "name_match" || feature === "weak_alias_match" ? (
                      <div className="text-xs break-words text-slate-500">{explanation.detail}</div>
                    ) : null}
                  </td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{i18n.number(explanation.score)}</td>
                  <td className="py-1.5 pr-3 break-words">{explanation.query ?? "—"}</td>
                  <td className="py-1.5 pr-3 break-words">{explanation.candidate ?? "—"}</td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      </div>
    </article>
  );
}

/** What a screening was run against: the lists and their versions, the threshold and the time. */
export function ScreeningFacts({
  lists,
  threshold,
  screenedAt,
}: {
  lists: readonly Static<typeof ScreenedList>[];
  threshold: number;
  screenedAt: string;
}) {
  const { t, i18n } = useLingui();
  const when = i18n.date(new Date(screenedAt), { dateStyle: "medium", timeStyle: "short" });
  const limit = i18n.number(threshold, { style: "percent", maximumFractionDigits: 0 });
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-600" data-testid="screening-facts">
      <p>
        <Trans>
          Screened on {when}; a result is a match from a score of {limit}.
        </Trans>
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={t`Lists screened`}>
        {lists.map(({ id, name, version }) => (
          <li key={id}>
            {version ? (
              <Trans>
                {name}, version {version}
              </Trans>
            ) : (
              name
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
