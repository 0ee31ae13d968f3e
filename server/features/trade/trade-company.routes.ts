import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { tradeCompanyEndpoints as endpoints } from "../../../contract/trade-company.endpoints.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { translate } from "../../i18n/messages.ts";
import type { AppContext } from "../../app-context.ts";
import * as service from "./trade-company.service.ts";
import * as shipping from "./trade-shipping.service.ts";
import { searchFilterConditions, searchTrade } from "./trade-company-search.service.ts";
import { bulkShipmentsFixtureRoute } from "./bulk-shipments.fixture.ts";

/** The envelope of a known company's answer, or 404 (an unknown company, a shipment not its own). */
function answer<T>(request: FastifyRequest, reply: FastifyReply, data: T | undefined) {
  if (data === undefined)
    return reply.status(404).send({ code: 404, msg: translate(request.locale, "notFound"), data: null });
  return ok(data);
}

export function tradeCompanyRoutes(app: FastifyInstance, { database }: AppContext): void {
  const db = database.db;
  route(app, endpoints.searchTrade, async (request) => ok(await searchTrade(db, request.query)));
  route(app, endpoints.searchFilterConditions, async (request) =>
    ok(await searchFilterConditions(db, request.query.company_name)),
  );
  route(app, endpoints.tradeTrends, async (request, reply) =>
    answer(request, reply, await service.trends(db, request.query.companyId)),
  );
  for (const endpoint of [
    endpoints.getTradeMapYear,
    endpoints.getCountriesYear,
    endpoints.getPartnersYear,
    endpoints.getProductsYear,
  ]) {
    route(app, endpoint, async (request, reply) =>
      answer(request, reply, await service.years(db, request.query.companyId, request.query.flow)),
    );
  }
  route(app, endpoints.getTradeMap, async (request, reply) =>
    answer(request, reply, await service.countries(db, request.query.companyId, request.query, true)),
  );
  route(app, endpoints.getCountries, async (request, reply) =>
    answer(request, reply, await service.countries(db, request.query.companyId, request.query)),
  );
  route(app, endpoints.getPartners, async (request, reply) =>
    answer(request, reply, await service.partners(db, request.query.companyId, request.query)),
  );
  route(app, endpoints.getProducts, async (request, reply) =>
    answer(request, reply, await service.products(db, request.query.companyId, request.query)),
  );
  route(app, endpoints.getImportorExportTransaction, async (request, reply) =>
    answer(request, reply, await service.shipments(db, request.query.companyId, request.query)),
  );
  route(app, endpoints.getShipmentSet, async (request, reply) =>
    answer(request, reply, await service.shipmentSet(db, request.query.companyId, request.query)),
  );
  bulkShipmentsFixtureRoute(app, db);
  route(app, endpoints.details, async (request, reply) =>
    answer(request, reply, await service.shippingOrder(db, request.query.companyId, request.query.ref)),
  );
  route(app, endpoints.getSupplyChain, async (request, reply) =>
    answer(request, reply, await shipping.companySupplyChain(db, request.query.companyId, request.query.year)),
  );
  route(app, endpoints.getCompetitiveness, async (request, reply) =>
    answer(request, reply, await shipping.companyCompetitiveness(db, request.query.companyId, request.query)),
  );
}
