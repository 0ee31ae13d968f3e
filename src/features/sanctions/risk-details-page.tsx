import { Plural, Trans } from "@lingui/react/macro";
import { Panel, QueryView } from "../trade-product/index.ts";
import { MatchResultCard, ScreeningFacts } from "./match-result.tsx";
import { useRiskSearch } from "./queries.ts";
import type { RiskQuery } from "./risk-search-form.tsx";

/** `/index/risk/details/:search`: the screening of one name, each result explained feature by feature. */
export function RiskDetailsPage({ query }: { query: RiskQuery }) {
  const name = query.name;
  const screening = useRiskSearch({
    name: query.name,
    schema: query.schema,
    ...(query.country ? { country: query.country } : {}),
    ...(query.birthDate ? { birthDate: query.birthDate } : {}),
  });
  return (
    <Panel title={<Trans>Screening of “{name}”</Trans>} testId="risk-details">
      <QueryView query={screening}>
        {(data) => {
          const matches = data.results.filter((r) => r.match).length;
          return (
            <div className="flex flex-col gap-4">
              <ScreeningFacts lists={data.lists} threshold={data.threshold} screenedAt={data.screenedAt} />
              <p className="text-sm font-medium text-slate-900" data-testid="risk-summary">
                {matches > 0 ? (
                  <Plural value={matches} one="# listed entry matches." other="# listed entries match." />
                ) : (
                  <Trans>No listed entry reaches the threshold.</Trans>
                )}
              </p>
              {data.results.map((result) => (
                <MatchResultCard key={result.id} result={result} />
              ))}
            </div>
          );
        }}
      </QueryView>
    </Panel>
  );
}
