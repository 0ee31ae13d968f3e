import type { ReactNode } from "react";
import { useProductProfile } from "./queries.ts";
import { ProductHeader } from "./product-header.tsx";
import { ProductTabs } from "./product-tabs.tsx";
import type { ProductTabName } from "./product-tab-paths.ts";
import { QueryView } from "./panel.tsx";

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
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6" data-testid="product-page">
      <QueryView query={profile}>
        {(data) => (
          <>
            <ProductHeader profile={data} />
            <ProductTabs hsCode={hsCode} active={active} />
            <div data-testid={`product-tab-panel-${active}`}>{children}</div>
          </>
        )}
      </QueryView>
    </div>
  );
}
