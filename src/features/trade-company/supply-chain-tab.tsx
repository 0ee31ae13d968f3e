import { Trans, useLingui } from "@lingui/react/macro";
import { ChainTable, Panel, QueryView, YearSelect, formatNumber } from "../trade-product/index.ts";
import { useCompanySupplyChain } from "./queries.ts";
import type { CompanyTabProps } from "./tab-props.ts";

/**
 * A company's supply chain by HS chapter, as the product page's seen from this company: upstream, the
 * chapters it imports (its inputs); downstream, the chapters the companies buying from it export.
 */
export function CompanySupplyChainTab({ companyId, year, onYear }: CompanyTabProps) {
  const { t, i18n } = useLingui();
  const chain = useCompanySupplyChain(companyId, year);
  return (
    <QueryView query={chain} notFound={<Trans>There is no company with this ID.</Trans>}>
      {(data) => {
        const buyers = formatNumber(data.buyers, i18n.locale, 0);
        const own = data.ownChapters.join(", ");
        return (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="max-w-3xl text-xs text-slate-500" data-testid="company-supply-chain-basis">
                <Trans>
                  Derived from company shipment records: the other products the same companies trade, not an
                  input–output table. Links found only in generated records carry the demo label.
                </Trans>
              </p>
              <YearSelect years={data.years} year={data.year} onChange={onYear} />
            </div>
            <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
              <Panel title={<Trans>Upstream: what the company imports</Trans>} testId="company-supply-chain-upstream">
                <ChainTable
                  rows={data.upstream}
                  note={<Trans>The HS chapters of its imports, with the suppliers of each.</Trans>}
                  empty={<Trans>No import records of the company in this year.</Trans>}
                  testId="company-upstream-table"
                  caption={t`Upstream: what the company imports`}
                  headingLabel={<Trans>HS chapter</Trans>}
                />
              </Panel>
              <Panel title={<Trans>Downstream: what its buyers export</Trans>} testId="company-supply-chain-downstream">
                <ChainTable
                  rows={data.downstream}
                  note={
                    own ? (
                      <Trans>
                        Companies buying from it: {buyers}. Its own export chapters ({own}) are left out.
                      </Trans>
                    ) : (
                      <Trans>Companies buying from it: {buyers}.</Trans>
                    )
                  }
                  empty={<Trans>Its buyers export no other chapter in the records.</Trans>}
                  testId="company-downstream-table"
                  caption={t`Downstream: what its buyers export`}
                  headingLabel={<Trans>HS chapter</Trans>}
                />
              </Panel>
            </div>
          </div>
        );
      }}
    </QueryView>
  );
}
