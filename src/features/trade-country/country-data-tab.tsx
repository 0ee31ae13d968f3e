import { Trans, useLingui } from "@lingui/react/macro";
import { Panel, QueryView, ScrollTable, formatNumber, formatPercent, formatUsd } from "../trade-product/index.ts";
import { useCountryData } from "./queries.ts";
import { Figure } from "./country-header.tsx";
import { SourceList } from "./source-list.tsx";

/** Country data: World Bank GDP and population, GDP per head, and the trade balance against GDP. */
export function CountryDataTab({ countryCode }: { countryCode: string }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const country = useCountryData(countryCode);
  const people = (value: number | null) =>
    value === null
      ? "–"
      : new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(value);
  return (
    <Panel title={<Trans>Country data</Trans>} testId="country-data">
      <QueryView query={country}>
        {(data) => (
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" data-testid="country-figures">
              <Figure
                label={<YearLabel kind="gdp" year={data.gdp?.year} />}
                value={formatUsd(data.gdp?.value ?? null, locale)}
              />
              <Figure
                label={<YearLabel kind="population" year={data.population?.year} />}
                value={people(data.population?.value ?? null)}
              />
              <Figure label={<Trans>GDP per head</Trans>} value={formatUsd(data.gdpPerCapita, locale)} />
              <Figure label={<Trans>Region</Trans>} value={data.subRegion ?? data.region ?? "–"} />
              <Figure label={<Trans context="capital city">Capital</Trans>} value={data.capital ?? "–"} />
              <Figure label={<Trans>Currency</Trans>} value={data.currencies.join(", ") || "–"} />
              <Figure
                label={<YearLabel kind="balance" year={data.trade?.year} />}
                value={formatUsd(data.trade?.balance ?? null, locale)}
              />
              <Figure
                label={<Trans>Trade to GDP</Trans>}
                value={formatPercent(data.trade?.tradeToGdp ?? null, locale)}
              />
            </dl>
            <ScrollTable
              caption={t`GDP and population by year`}
              testId="country-history"
              exportAs={{
                table: () => ({
                  headers: [t`Year`, t`GDP (USD)`, t`Population`, t`GDP per head`],
                  rows: [...data.history]
                    .reverse()
                    .map((row) => [
                      row.year,
                      row.gdp,
                      row.population,
                      row.gdp !== null && row.population ? row.gdp / row.population : null,
                    ]),
                }),
              }}
            >
              <thead className="text-left text-xs text-slate-500">
                <tr>
                  <th scope="col" className="py-2 font-medium">
                    <Trans>Year</Trans>
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    <Trans>GDP (USD)</Trans>
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    <Trans>Population</Trans>
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    <Trans>GDP per head</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {[...data.history].reverse().map((row) => (
                  <tr key={row.year}>
                    <td className="py-2">{row.year}</td>
                    <td className="py-2 text-right tabular-nums">{formatUsd(row.gdp, locale)}</td>
                    <td className="py-2 text-right tabular-nums">{people(row.population)}</td>
                    <td className="py-2 text-right tabular-nums">
                      {row.gdp !== null && row.population ? formatNumber(row.gdp / row.population, locale, 0) : "–"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
            <SourceList sources={data.sources} />
          </div>
        )}
      </QueryView>
    </Panel>
  );
}

function YearLabel({ kind, year: asked }: { kind: "gdp" | "population" | "balance"; year: number | undefined }) {
  const year = asked ?? "";
  if (kind === "gdp") return <Trans>GDP {year}</Trans>;
  if (kind === "population") return <Trans>Population {year}</Trans>;
  return <Trans>Trade balance {year}</Trans>;
}
