import { getRouteApi, useNavigate } from "@tanstack/react-router";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import type { CountryTabProps } from "../../features/trade-country/tab-props.ts";

/** The country page's query: year, direction, HS level of the products tab, period of the enterprise tabs. */
export type CountrySearch = { year?: number; flow?: TradeFlow; level?: number; period?: string };

export function parseCountrySearch(search: Record<string, unknown>): CountrySearch {
  const year = Math.trunc(Number(search.year));
  const level = Number(search.level);
  const period = typeof search.period === "string" || typeof search.period === "number" ? String(search.period) : "";
  return {
    ...(year >= 1900 && year <= 2100 ? { year } : {}),
    ...(search.flow === "import"
      ? { flow: "import" as const }
      : search.flow === "export"
        ? { flow: "export" as const }
        : {}),
    ...(level === 4 || level === 6 ? { level } : {}),
    ...(/^\d{4}(-(0[1-9]|1[0-2]))?$/.test(period) ? { period } : {}),
  };
}

const country = getRouteApi("/index/TradeCountry/TradeDetail/$id");

/** The props of a country tab, from the page's URL; `defaultFlow` is the direction a tab opens on. */
export function useCountryTabProps(defaultFlow: TradeFlow = "export") {
  const { id } = country.useParams();
  const search = country.useSearch();
  // The current tab's own path ("."): the page route's navigate would go to the page, whose index opens the map.
  const navigate = useNavigate();
  const set = (change: CountrySearch) =>
    void navigate({ to: ".", search: (prev: CountrySearch) => ({ ...prev, ...change }), replace: true });
  const props: CountryTabProps = {
    countryCode: id,
    year: search.year,
    flow: search.flow ?? defaultFlow,
    onYear: (year) => set({ year }),
    // The years and periods with data differ by direction: a new direction starts on its latest.
    onFlow: (flow) => set({ flow, year: undefined, period: undefined }),
  };
  return {
    ...props,
    level: search.level ?? 2,
    onLevel: (level: number) => set({ level: level === 2 ? undefined : level }),
    period: search.period,
    onPeriod: (period: string) => set({ period }),
  };
}
