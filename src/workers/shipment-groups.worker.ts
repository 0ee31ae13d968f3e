/**
 * The shipment groups worker: fetches a company's shipment set once (GET /tradeForCompany/getShipmentSet,
 * parsed here, never on the main thread) and groups it with the pure module on each request. Keeps the
 * last few sets fetched.
 */
import { expose } from "comlink";
import type { ShipmentSet } from "../../contract/trade-company.ts";
import { groupShipments, type GroupRequest } from "../features/trade-company/shipment-groups.ts";

const KEPT = 3;
const sets = new Map<string, Promise<ShipmentSet>>();

async function fetchSet(url: string, language: string): Promise<ShipmentSet> {
  const response = await fetch(url, { headers: { language }, credentials: "include" });
  const reply = (await response.json()) as { code: number; msg: string; data: ShipmentSet | null };
  if (reply.code !== 200 || !reply.data) throw new Error(reply.msg);
  return reply.data;
}

function setOf(url: string, language: string): Promise<ShipmentSet> {
  let set = sets.get(url);
  if (!set) {
    set = fetchSet(url, language);
    set.catch(() => sets.delete(url));
    sets.set(url, set);
    for (const old of [...sets.keys()].slice(0, -KEPT)) sets.delete(old);
  }
  return set;
}

const engine = {
  /** The set at `url` (fetched on first use) grouped as asked. */
  async group(url: string, language: string, request: GroupRequest) {
    return groupShipments(await setOf(url, language), request);
  },
};

export type ShipmentGroupsApi = typeof engine;

expose(engine);
