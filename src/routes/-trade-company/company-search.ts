import { getRouteApi, useNavigate } from "@tanstack/react-router";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import type { CompanyTabProps } from "../../features/trade-company/tab-props.ts";

/**
 * The company trade page's query: the spec's id3a, companyCountry, SACode1, companyName, Tradechannel and
 * Moudles (kept as given), and the tabs' year, direction, page of records and open shipping order.
 */
export type CompanyTradeSearch = {
  id3a?: string;
  companyCountry?: string;
  SACode1?: string;
  companyName?: string;
  Tradechannel?: string;
  Moudles?: string;
  year?: number;
  flow?: TradeFlow;
  page?: number;
  shipment?: string;
};

const SPEC_KEYS = ["id3a", "companyCountry", "SACode1", "companyName", "Tradechannel", "Moudles"] as const;

export function parseCompanyTradeSearch(search: Record<string, unknown>): CompanyTradeSearch {
  const kept: CompanyTradeSearch = {};
  for (const name of SPEC_KEYS) {
    const value = search[name];
    if (typeof value === "string" || typeof value === "number") kept[name] = String(value).slice(0, 200);
  }
  const year = Math.trunc(Number(search.year));
  const page = Math.trunc(Number(search.page));
  const shipment = typeof search.shipment === "string" ? search.shipment : "";
  return {
    ...kept,
    ...(year >= 1900 && year <= 2100 ? { year } : {}),
    ...(search.flow === "import" || search.flow === "export" ? { flow: search.flow } : {}),
    ...(page > 1 && page <= 10_000 ? { page } : {}),
    ...(/^[0-9]{1,19}-[0-9]{1,19}$/.test(shipment) ? { shipment } : {}),
  };
}

const company = getRouteApi("/index/tradeCompany/Trade/$id");

/** The props of a company tab, from the page's URL (imports by default: most records are imports). */
export function useCompanyTabProps() {
  const { id } = company.useParams();
  const search = company.useSearch();
  const navigate = useNavigate();
  const set = (change: CompanyTradeSearch) =>
    void navigate({ to: ".", search: (prev: CompanyTradeSearch) => ({ ...prev, ...change }), replace: true });
  const props: CompanyTabProps = {
    companyId: id,
    year: search.year,
    flow: search.flow ?? "import",
    onYear: (year) => set({ year, page: undefined }),
    // The years with records differ by direction: a new direction starts on its latest.
    onFlow: (flow) => set({ flow, year: undefined, page: undefined }),
  };
  return {
    ...props,
    page: search.page ?? 1,
    onPage: (page: number) => set({ page: page > 1 ? page : undefined }),
    shipment: search.shipment,
    onShipment: (shipment: string | undefined) => set({ shipment }),
  };
}
