import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { tradeEndpoints as endpoints } from "../../../contract/trade.endpoints.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { translate } from "../../i18n/messages.ts";
import type { AppContext } from "../../app-context.ts";
import * as service from "./trade-product.service.ts";
import * as companies from "./product-companies.service.ts";
import * as shipping from "./trade-shipping.service.ts";
import { screeningStoreOf } from "../sanctions/index.ts";

/** The envelope of a found product, or 404 when the HS code is not in the nomenclature. */
function answer<T>(request: FastifyRequest, reply: FastifyReply, data: T | undefined) {
  if (data === undefined)
    return reply.status(404).send({ code: 404, msg: translate(request.locale, "notFound"), data: null });
  return ok(data);
}

export function tradeProductRoutes(app: FastifyInstance, { database, now }: AppContext): void {
  const db = database.db;
  const store = screeningStoreOf(db, now);
  route(app, endpoints.productSearch, async (request) => ok(await service.searchProducts(db, request.body)));
  route(app, endpoints.productProfile, async (request, reply) =>
    answer(request, reply, await service.productProfile(db, request.body.hsCode)),
  );
  route(app, endpoints.productTradeTrends, async (request, reply) =>
    answer(request, reply, await service.productTrends(db, request.body.hsCode)),
  );
  route(app, endpoints.productCountryMapDropDown, async (request, reply) =>
    answer(request, reply, await service.productYearsDropDown(db, request.body.hsCode)),
  );
  route(app, endpoints.productRankingDropDownOd, async (request, reply) =>
    answer(request, reply, await service.productYearsDropDown(db, request.body.hsCode)),
  );
  route(app, endpoints.productCountryMap, async (request, reply) =>
    answer(request, reply, await service.productCountryMap(db, request.body.hsCode, request.body)),
  );
  route(app, endpoints.productMapCountry, async (request, reply) =>
    answer(request, reply, await service.productMapCountry(db, request.body.hsCode, request.body)),
  );
  route(app, endpoints.productRankingOd, async (request, reply) =>
    answer(request, reply, await service.productRanking(db, request.body.hsCode, request.body)),
  );
  route(app, endpoints.productRankingDropDownSb, async (request, reply) =>
    answer(request, reply, await companies.rankingYears(db, request.body.hsCode)),
  );
  route(app, endpoints.productRankingSb, async (request, reply) =>
    answer(request, reply, await companies.companyRanking(db, request.body.hsCode, request.body)),
  );
  route(app, endpoints.productSupplyChain, async (request, reply) =>
    answer(request, reply, await companies.supplyChain(db, request.body.hsCode)),
  );
  route(app, endpoints.productChainSanctions, async (request, reply) =>
    answer(request, reply, await companies.chainSanctions(db, store, request.body.hsCode)),
  );
  route(app, endpoints.productShippingOverview, async (request, reply) =>
    answer(request, reply, await shipping.productOverview(db, request.body.hsCode, request.body.year)),
  );
  route(app, endpoints.productShipments, async (request, reply) =>
    answer(request, reply, await shipping.productShipments(db, request.body.hsCode, request.body)),
  );
  route(app, endpoints.productShippingOrder, async (request, reply) =>
    answer(request, reply, await shipping.productShippingOrder(db, request.body.hsCode, request.body.ref)),
  );
}
