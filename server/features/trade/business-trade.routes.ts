import type { FastifyInstance } from "fastify";
import { businessTradeEndpoints as endpoints } from "../../../contract/business-trade.endpoints.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import type { AppContext } from "../../app-context.ts";
import * as service from "./business-trade.service.ts";

/** GET /businessActivities/* trade calls: the company profile's import&Export, ImportDetail and supplyChain tabs. */
export function businessTradeRoutes(app: FastifyInstance, { database }: AppContext): void {
  const db = database.db;
  route(app, endpoints.importExport, async ({ query }) => ok(await service.importExport(db, query)));
  route(app, endpoints.transactions, async ({ query }) =>
    ok(await service.transactions(db, query, query.flow ?? "import")),
  );
  route(app, endpoints.byContinent, async ({ query }) =>
    ok(await service.tradeByContinent(db, query, query.flow ?? "import")),
  );
  route(app, endpoints.productTrade, async ({ query }) =>
    ok(await service.productTrade(db, query, query.flow ?? "import")),
  );
  route(app, endpoints.rankOptions, async ({ query }) => ok(await service.rankOptions(db, query)));
  route(app, endpoints.rankBySC, async ({ query }) => ok(await service.rankBySC(db, query, query)));
  route(app, endpoints.supplyChain, async ({ query }) => ok(await service.supplyChain(db, query)));
  route(app, endpoints.details, async ({ query }) => ok(await service.details(db, query, query)));
}
