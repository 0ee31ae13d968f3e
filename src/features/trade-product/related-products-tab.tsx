import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { useProductProfile, useProductSearch } from "./queries.ts";
import { QueryView } from "./panel.tsx";
import { ProductList } from "./product-results.tsx";
import type { ProductTabProps } from "./tab-props.ts";

/** Codes a level down from a prefix (the search answers the prefix's whole tree, shallowest first). */
const LISTED = 50;
const oneLevelUnder = (prefix: string, except: string) => (row: { hsCode: string }) =>
  row.hsCode.length === prefix.length + 2 && row.hsCode !== except;

/** Related products: the codes under this one, and the others under the same parent, with their world trade. */
export function RelatedProductsTab({ hsCode }: ProductTabProps) {
  const profile = useProductProfile(hsCode);
  const parent = profile.data?.parent?.hsCode ?? null;
  return (
    <div className="space-y-5">
      {hsCode.length < 6 ? (
        <Related title={<Trans>Products within this code</Trans>} prefix={hsCode} except={hsCode} testId="children" />
      ) : null}
      {parent ? (
        <Related
          title={<Trans>Other products under {parent}</Trans>}
          prefix={parent}
          except={hsCode}
          testId="siblings"
        />
      ) : null}
    </div>
  );
}

function Related({
  title,
  prefix,
  except,
  testId,
}: {
  title: ReactNode;
  prefix: string;
  except: string;
  testId: string;
}) {
  const query = useProductSearch(prefix, 1, LISTED);
  return (
    <section data-testid={`related-${testId}`} className="space-y-2">
      <h2 className="text-[15px] font-semibold text-slate-900">{title}</h2>
      <QueryView query={query}>
        {(data) => {
          const rows = data.rows.filter(oneLevelUnder(prefix, except));
          return rows.length === 0 ? (
            <p className="text-sm text-slate-500">
              <Trans>No other codes are listed here.</Trans>
            </p>
          ) : (
            <ProductList rows={rows} />
          );
        }}
      </QueryView>
    </section>
  );
}
