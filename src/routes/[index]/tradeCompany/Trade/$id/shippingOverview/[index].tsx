import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ShippingOverviewTab } from "../../../../../../features/trade-company/shipping-overview-tab.tsx";
import { useCompanyTabProps } from "../../../../../-trade-company/company-search.ts";

export const Route = createFileRoute("/index/tradeCompany/Trade/$id/shippingOverview/index")({ component: Tab });

/** A shipment chosen here opens on the records tab, with its shipping order. */
function Tab() {
  const { companyId } = useCompanyTabProps();
  const navigate = useNavigate();
  return (
    <ShippingOverviewTab
      companyId={companyId}
      onShipment={(shipment, flow) =>
        void navigate({
          to: "/index/tradeCompany/Trade/$id/shippingOverview/importDetailCompany",
          params: { id: companyId },
          search: (prev) => ({ ...prev, shipment, flow }),
        })
      }
    />
  );
}
