import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { screeningPagesEndpoints as endpoints } from "../../../../contract/screening-pages.endpoints.ts";
import type { AppContext } from "../../../app-context.ts";
import { translate } from "../../../i18n/messages.ts";
import { ok } from "../../../plugins/envelope.ts";
import { route } from "../../../plugins/route.ts";
import type { ScreeningStore } from "../screening/screening-store.ts";
import { companySanctions, riskSearch } from "./risk-screening.service.ts";
import * as pages from "./sanction-pages.service.ts";
import * as countries from "./sanction-countries.service.ts";
import { sanctionCountriesEndpoints as countryEndpoints } from "../../../../contract/sanction-countries.endpoints.ts";

/** The sanction theme pages' calls and the profile's sanctions tab, screening through the one engine. */
export function sanctionPagesRoutes(app: FastifyInstance, context: AppContext, store: ScreeningStore): void {
  const { db } = context.database;
  const { dataStatus } = context;
  const now = () => context.now?.() ?? new Date();
  const loading = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(503).send({ code: 503, msg: translate(request.locale, "dataLoading"), data: null });

  route(app, endpoints.getSanctionSourceList, async () => ok({ lists: await pages.sourceLists(db) }));
  route(app, endpoints.searchEntries, async (request) => ok(await pages.searchEntries(db, request.query)));
  route(app, endpoints.entryDetail, async (request) => ok(await pages.entryDetail(db, request.query.id)));
  route(app, endpoints.products, async (request) => ok(await pages.products(db, request.query.list)));
  route(app, countryEndpoints.getCountryList, async (request) => ok(await countries.countryList(db, request.query)));
  route(app, countryEndpoints.getListCountry, async (request) => ok(await countries.listCountries(db, request.query)));
  route(app, countryEndpoints.getCountryListLabel, async (request) =>
    ok(await countries.countryLabels(db, request.query)),
  );
  route(app, countryEndpoints.getLabelCountry, async (request) =>
    ok(await countries.labelCountries(db, request.query.label)),
  );
  route(app, countryEndpoints.getCountryListDetails, async (request) =>
    ok(await countries.countryDetails(db, request.query)),
  );
  route(app, endpoints.riskSearch, async (request, reply) => {
    if (dataStatus.state !== "ready") return loading(request, reply);
    return ok(await riskSearch(store, request.query, now()));
  });
  route(app, endpoints.getSanctions, async (request, reply) => {
    if (dataStatus.state !== "ready") return loading(request, reply);
    return ok(await companySanctions(db, store, request.query.id, now()));
  });
}
