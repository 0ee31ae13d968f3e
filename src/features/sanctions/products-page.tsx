import { Trans, useLingui } from "@lingui/react/macro";
import { Panel, QueryView, ScrollTable } from "../trade-product/index.ts";
import { useProducts } from "./queries.ts";
import { HeadRow } from "./head-row.tsx";

/** Products under sanctions: HS codes per programme where a mapping is loaded, and every programme's size. */
export function SanctionProductsPage() {
  const { t, i18n } = useLingui();
  const products = useProducts();
  return (
    <QueryView query={products}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <Panel
            title={<Trans>Products under export controls and sanctions (HS codes)</Trans>}
            testId="sanction-products"
          >
            {data.products.length === 0 ? (
              <p className="text-sm text-slate-600">
                <Trans>
                  No HS code mapping is loaded: the official lists name persons and organisations, not products, and no
                  open source maps their programmes to HS codes. An operator can load one (see the data documentation).
                </Trans>
              </p>
            ) : (
              <ScrollTable caption={t`HS codes under sanctions programmes`} testId="sanction-product-table">
                <HeadRow
                  columns={[
                    { label: <Trans>HS code</Trans> },
                    { label: <Trans context="HS code">Description</Trans> },
                    { label: <Trans>Programme</Trans> },
                  ]}
                />
                <tbody>
                  {data.products.map((p) => (
                    <tr key={`${p.listId}-${p.programme}-${p.hsCode}`} className="border-b border-slate-100">
                      <td className="py-2 pr-4 tabular-nums">{p.hsCode}</td>
                      <td className="py-2 pr-4">{p.description ?? "—"}</td>
                      <td className="py-2 pr-4">{`${p.listId} ${p.programme}`}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            )}
          </Panel>
          <Panel title={<Trans>Sanctions programmes</Trans>}>
            <ScrollTable caption={t`Sanctions programmes`} testId="sanction-programmes">
              <HeadRow
                columns={[
                  { label: <Trans>List</Trans> },
                  { label: <Trans>Programme</Trans> },
                  { label: <Trans>Entries</Trans>, numeric: true },
                ]}
              />
              <tbody>
                {data.programmes.map((p) => (
                  <tr key={`${p.listId}-${p.code}`} className="border-b border-slate-100" data-testid="programme-row">
                    <td className="py-2 pr-4 whitespace-nowrap">{p.listId}</td>
                    <td className="py-2 pr-4">{p.name ? `${p.code} — ${p.name}` : p.code}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{i18n.number(p.entryCount)}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </Panel>
        </div>
      )}
    </QueryView>
  );
}
