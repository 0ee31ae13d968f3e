import { getRouteApi, useNavigate } from "@tanstack/react-router";
import type { TradeFlow } from "../../../contract/trade-product.ts";
import type { ProductTabProps } from "../../features/trade-product/tab-props.ts";

/**
 * The product page's query: the year and direction its tabs show (the latest year and exports by default),
 * and the shipment records' page and open shipping order.
 */
export type ProductSearch = { year?: number; flow?: TradeFlow; page?: number; shipment?: string };

export function parseProductSearch(search: Record<string, unknown>): ProductSearch {
  const year = Math.trunc(Number(search.year));
  const page = Math.trunc(Number(search.page));
  const shipment = typeof search.shipment === "string" ? search.shipment : "";
  return {
    ...(year >= 1900 && year <= 2100 ? { year } : {}),
    ...(search.flow === "import" ? { flow: "import" as const } : {}),
    ...(page > 1 && page <= 10_000 ? { page } : {}),
    ...(/^[0-9]{1,19}-[0-9]{1,19}$/.test(shipment) ? { shipment } : {}),
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
    onYear: (year) => void navigate({ to: ".", search: (prev) => ({ ...prev, year, page: undefined }), replace: true }),
    onFlow: (flow) =>
      void navigate({
        to: ".",
        search: (prev) => ({ ...prev, flow: flow === "import" ? flow : undefined }),
        replace: true,
      }),
  };
}

/** The shipment records tab's page and open shipping order, from the URL. */
export function useProductShipmentProps() {
  const search = product.useSearch();
  const navigate = useNavigate();
  const set = (change: ProductSearch) =>
    void navigate({ to: ".", search: (prev: ProductSearch) => ({ ...prev, ...change }), replace: true });
  return {
    page: search.page ?? 1,
    onPage: (page: number) => set({ page: page > 1 ? page : undefined }),
    shipment: search.shipment,
    onShipment: (shipment: string | undefined) => set({ shipment }),
  };
}
