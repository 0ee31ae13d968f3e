import { Trans, useLingui } from "@lingui/react/macro";
import { Panel, QueryView } from "../trade-product/index.ts";
import { useSupplyChain } from "./queries.ts";
import { PartnerTable } from "./import-export-page.tsx";
import { CompanyNotFound } from "./company-not-found.tsx";

/** Business › Supply chain: the companies shipping to this one (upstream) and those it ships to (downstream). */
export function CompanySupplyChainPage({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const query = useSupplyChain(companyId);
  return (
    <QueryView query={query} notFound={<CompanyNotFound />}>
      {(data) => (
        <div className="space-y-4" data-testid="company-supply-chain">
          <p className="text-xs text-slate-500">
            <Trans>The ten largest partners each way, by shipment records of all years.</Trans>
          </p>
          <Panel title={<Trans>Upstream: suppliers</Trans>} testId="company-suppliers">
            {data.suppliers.length === 0 ? (
              <p className="text-sm text-slate-500">
                <Trans>No supplier is named in this company's records.</Trans>
              </p>
            ) : (
              <PartnerTable rows={data.suppliers} caption={t`Upstream: suppliers`} testId="company-suppliers-table" />
            )}
          </Panel>
          <Panel title={<Trans>Downstream: customers</Trans>} testId="company-customers">
            {data.customers.length === 0 ? (
              <p className="text-sm text-slate-500">
                <Trans>No customer is named in this company's records.</Trans>
              </p>
            ) : (
              <PartnerTable rows={data.customers} caption={t`Downstream: customers`} testId="company-customers-table" />
            )}
          </Panel>
        </div>
      )}
    </QueryView>
  );
}
