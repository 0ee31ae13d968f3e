import type { ReactNode } from "react";
import { useProductProfile } from "./queries.ts";
import { ProductHeader } from "./product-header.tsx";
import { ProductTabs } from "./product-tabs.tsx";
import type { ProductTabName } from "./product-tab-paths.ts";
import { QueryView, TradePageFrame } from "./panel.tsx";

/** The product page: header, tabs, and the open tab under them. */
export function ProductLayout({
  hsCode,
  active,
  children,
}: {
  hsCode: string;
  active: ProductTabName;
  children: ReactNode;
}) {
  const profile = useProductProfile(hsCode);
  return (
    <TradePageFrame testId="product-page">
      <QueryView query={profile}>
        {(data) => (
          <>
            <ProductHeader profile={data} />
            <ProductTabs hsCode={hsCode} active={active} />
            <div data-testid={`product-tab-panel-${active}`}>{children}</div>
          </>
        )}
      </QueryView>
    </TradePageFrame>
  );
}
