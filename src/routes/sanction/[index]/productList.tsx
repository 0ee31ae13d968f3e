import { createFileRoute } from "@tanstack/react-router";
import { SanctionLayout, SanctionProductsPage } from "../../../features/sanctions/index.ts";

export const Route = createFileRoute("/sanction/index/productList")({ component: Products });

function Products() {
  return (
    <SanctionLayout active="products">
      <SanctionProductsPage />
    </SanctionLayout>
  );
}
