import { getRouteApi, useNavigate } from "@tanstack/react-router";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import type { ProductTabProps } from "../../features/trade-product/tab-props.ts";

/** The product page's query: the year and direction its tabs show (the latest year and exports by default). */
export type ProductSearch = { year?: number; flow?: TradeFlow };

export function parseProductSearch(search: Record<string, unknown>): ProductSearch {
  const year = Math.trunc(Number(search.year));
  return {
    ...(year >= 1900 && year <= 2100 ? { year } : {}),
    ...(search.flow === "import" ? { flow: "import" as const } : {}),
  };
}

const product = getRouteApi("/index/TradeProduct/TradeDetail/$id");

/** The props of a product tab, from the page's URL. */
export function useProductTabProps(): ProductTabProps {
  const { id } = product.useParams();
  const search = product.useSearch();
  // Relative to the open tab ("."): the product route's own path would redirect to the map.
  const navigate = useNavigate();
  return {
    hsCode: id,
    year: search.year,
    flow: search.flow ?? "export",
    onYear: (year) => void navigate({ to: ".", search: (prev) => ({ ...prev, year }), replace: true }),
    onFlow: (flow) =>
      void navigate({
        to: ".",
        search: (prev) => ({ ...prev, flow: flow === "import" ? flow : undefined }),
        replace: true,
      }),
  };
}
