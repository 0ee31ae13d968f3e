import { ProductSearchForm } from "../../features/trade-product/product-search-form.tsx";
import { ProductResults } from "../../features/trade-product/product-results.tsx";
import { TradeKindSelect } from "../../features/trade-product/index.ts";
import { CompanySearchForm } from "../../features/trade-company/company-search-form.tsx";
import { CompanyResults } from "../../features/trade-company/company-results.tsx";
import { CountrySearchForm } from "../-trade-country/country-search-form.tsx";
import type { HOME_PATHS } from "../../lib/destinations.ts";
import type { TradeSearch } from "./trade-search.ts";

type HomePath = (typeof HOME_PATHS)[keyof typeof HOME_PATHS];

/** The trade home's search box of the kind chosen (product, company or country). */
export function TradeSearchBox({ trade, base }: { trade: TradeSearch | undefined; base: HomePath }) {
  const kind = trade?.kind ?? "product";
  const selector = <TradeKindSelect kind={kind} onKind={(next) => trade?.onKind(next)} />;
  const key = `${kind}:${trade?.keyword ?? ""}`;
  const props = { initial: trade?.keyword, homePath: base, selector };
  if (kind === "company") return <CompanySearchForm key={key} {...props} />;
  if (kind === "country") return <CountrySearchForm key={key} {...props} />;
  return <ProductSearchForm key={key} {...props} />;
}

/** What the search found, under the box (the country search opens a country at once). */
export function TradeSearchResults({ trade }: { trade: TradeSearch | undefined }) {
  if (!trade?.keyword) return null;
  if (trade.kind === "company") return <CompanyResults {...trade} />;
  if (trade.kind === "product") return <ProductResults {...trade} />;
  return null;
}
