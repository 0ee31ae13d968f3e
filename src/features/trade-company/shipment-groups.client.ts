import { wrap, type Remote } from "comlink";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { API_BASE } from "../../../contract/constants.ts";
import { tradeCompanyEndpoints as endpoints } from "../../../contract/trade-company.endpoints.ts";
import type { ShipmentGroupsApi } from "../../workers/shipment-groups.worker.ts";
import { languageHeader } from "../../lib/i18n.ts";
import type { YearFlow } from "./trade-company.api.ts";
import type { GroupRequest } from "./shipment-groups.ts";

let remote: Remote<ShipmentGroupsApi> | null = null;

/** The one shipment groups worker of the page, started on first use. */
function engine(): Remote<ShipmentGroupsApi> {
  remote ??= wrap<ShipmentGroupsApi>(
    new Worker(new URL("../../workers/shipment-groups.worker.ts", import.meta.url), {
      type: "module",
      name: "shipment-groups",
    }),
  );
  return remote;
}

/** Where the worker fetches the slice's shipment set (an absolute address: the worker's base is its script). */
function shipmentSetUrl({ companyId, flow, year }: YearFlow): string {
  const url = new URL(`${API_BASE}${endpoints.getShipmentSet.path}`, location.origin);
  url.searchParams.set("companyId", companyId);
  url.searchParams.set("flow", flow);
  if (year) url.searchParams.set("year", String(year));
  return url.href;
}

/**
 * The slice's records grouped as asked, by the worker: the set is fetched and parsed there once, each
 * regrouping sends only the request and gets back the groups shown.
 */
export const useShipmentGroups = (asked: YearFlow, request: GroupRequest) =>
  useQuery({
    queryKey: ["trade-company", asked.companyId, "shipment-groups", asked.year, asked.flow, request] as const,
    queryFn: () => engine().group(shipmentSetUrl(asked), languageHeader(), request),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
