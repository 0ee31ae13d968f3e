import { createFileRoute, Outlet, useLocation } from "@tanstack/react-router";
import { ProductLayout } from "../../../../features/trade-product/product-layout.tsx";
import { productTabOf } from "../../../../features/trade-product/product-tab-paths.ts";
import { parseProductSearch } from "../../../-trade-product/product-search.ts";

/** /index/TradeProduct/TradeDetail/$id: a product's trade (id = HS code); tabs are child routes. */
export const Route = createFileRoute("/index/TradeProduct/TradeDetail/$id")({
  validateSearch: parseProductSearch,
  component: ProductRoute,
});

function ProductRoute() {
  const { id } = Route.useParams();
  const { pathname } = useLocation();
  return (
    <ProductLayout key={id} hsCode={id} active={productTabOf(pathname)}>
      <Outlet />
    </ProductLayout>
  );
}
