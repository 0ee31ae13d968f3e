import { Trans, useLingui } from "@lingui/react/macro";
import { DemoLabel, Panel, QueryView, formatNumber } from "../trade-product/index.ts";
import { useCountryRatings } from "./queries.ts";
import { Figure } from "./country-header.tsx";

/** Credit ratings: how the country's companies are rated in the latest year. */
export function RatingsTab({ countryCode }: { countryCode: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const ratings = useCountryRatings(countryCode);
  return (
    <Panel title={<Trans>Credit ratings of the country's companies</Trans>} testId="country-ratings">
      <QueryView query={ratings}>
        {(data) =>
          data.companies === 0 ? (
            <p className="text-sm text-slate-500">
              <Trans>No credit assessments are recorded for companies of this country.</Trans>
            </p>
          ) : (
            <div className="space-y-4">
              <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                <Figure label={<Trans>Year</Trans>} value={String(data.year ?? "–")} />
                <Figure label={<Trans>Rated companies</Trans>} value={String(data.companies)} />
                <Figure
                  label={<Trans>Average score (1-100)</Trans>}
                  value={formatNumber(data.averageScore, locale, 1)}
                />
                <Figure
                  label={<Trans>Average probability of default</Trans>}
                  value={
                    data.averageDefaultProbability === null
                      ? "–"
                      : `${formatNumber(data.averageDefaultProbability, locale, 1)} %`
                  }
                />
              </dl>
              {data.demoShare ? <DemoLabel /> : null}
              <ul className="space-y-1.5" aria-label={t`Companies by rating`} data-testid="rating-distribution">
                {data.ratings.map((r) => (
                  <li key={r.rating} className="grid grid-cols-[3rem_1fr_4rem] items-center gap-2 text-sm">
                    <span className="font-mono font-semibold text-slate-800">{r.rating}</span>
                    <span className="h-3 rounded bg-slate-100">
                      <span
                        className="block h-3 rounded bg-brand-600"
                        style={{ width: `${(r.companies / data.companies) * 100}%` }}
                      />
                    </span>
                    <span className="text-right tabular-nums">{r.companies}</span>
                  </li>
                ))}
              </ul>
            </div>
          )
        }
      </QueryView>
    </Panel>
  );
}
