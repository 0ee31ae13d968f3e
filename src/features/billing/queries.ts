import { useQuery } from "@tanstack/react-query";
import { SILENT } from "../../lib/query-client.ts";
import { getPriceList, getProducts } from "./billing.api.ts";

export const billingKeys = {
  products: ["billing", "products"] as const,
  prices: ["billing", "prices"] as const,
};

export function useProducts() {
  return useQuery({ queryKey: billingKeys.products, queryFn: getProducts, meta: SILENT });
}

export function usePriceList() {
  return useQuery({ queryKey: billingKeys.prices, queryFn: getPriceList, meta: SILENT });
}
