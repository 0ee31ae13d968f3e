import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { tradeCountryEndpoints as endpoints } from "../../../contract/trade-country.endpoints.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { translate } from "../../i18n/messages.ts";
import type { AppContext } from "../../app-context.ts";
import * as service from "./trade-country.service.ts";
import { analysisDetail, analysisSummary } from "./trade-country-analysis.ts";

/** The envelope of a known country's answer, or 404 (a code not in ISO 3166-1, a stale analysis hash). */
function answer<T>(request: FastifyRequest, reply: FastifyReply, data: T | undefined) {
  if (data === undefined)
    return reply.status(404).send({ code: 404, msg: translate(request.locale, "notFound"), data: null });
  return ok(data);
}

export function tradeCountryRoutes(app: FastifyInstance, { database }: AppContext): void {
  const db = database.db;
  route(app, endpoints.selectHasDataYears, async (request, reply) =>
    answer(request, reply, await service.years(db, request.query.countryCode)),
  );
  route(app, endpoints.selectHasDataYearsWithImportOrExport, async (request, reply) =>
    answer(request, reply, await service.flowYears(db, request.query.countryCode, request.query.flow ?? "export")),
  );
  route(app, endpoints.hasDataYearMonthWithImportOrExport, async (request, reply) =>
    answer(request, reply, await service.months(db, request.query.countryCode, request.query.flow ?? "import")),
  );
  route(app, endpoints.showCountryData, async (request, reply) =>
    answer(request, reply, await service.countryData(db, request.query.countryCode)),
  );
  route(app, endpoints.showCountryTradeData, async (request, reply) =>
    answer(request, reply, await service.tradeData(db, request.query.countryCode, request.query.year)),
  );
  route(app, endpoints.showTradeDataTrends, async (request, reply) =>
    answer(request, reply, await service.trends(db, request.query.countryCode)),
  );
  route(app, endpoints.getTradeMapTrendData, async (request, reply) =>
    answer(request, reply, await service.partners(db, request.query.countryCode, request.query, true)),
  );
  route(app, endpoints.showTradeDataFromOtherCountries, async (request, reply) =>
    answer(request, reply, await service.partners(db, request.query.countryCode, request.query)),
  );
  route(app, endpoints.showTradeTrendsOfTargetCountries, async (request, reply) =>
    answer(request, reply, await service.targetTrends(db, request.query.countryCode, request.query)),
  );
  route(app, endpoints.showProductsAggregationByCountry, async (request, reply) =>
    answer(request, reply, await service.products(db, request.query.countryCode, request.query)),
  );
  route(app, endpoints.showTopCountryTradeData, async (request) => ok(await service.topCountries(db, request.query)));
  route(app, endpoints.topCountryHasDataYearsWithImportOrExport, async (request) =>
    ok(await service.topYears(db, request.query.flow)),
  );
  route(app, endpoints.showCountryTradeDataForAnalysis, async (request, reply) => {
    const { countryCode, year, flow = "export" } = request.query;
    const years = await service.flowYears(db, countryCode, flow);
    return answer(
      request,
      reply,
      years && (await analysisSummary(db, countryCode, year ?? years.years[0] ?? null, flow)),
    );
  });
  route(app, endpoints.analysisDetail, async (request, reply) => {
    const detail = await analysisDetail(db, request.params.hash);
    if (detail) void reply.header("cache-control", "public, max-age=31536000, immutable");
    return answer(request, reply, detail);
  });
  route(app, endpoints.showNationalTradeEnterprises, async (request, reply) =>
    answer(request, reply, await service.enterprises(db, request.query.countryCode, request.query)),
  );
  route(app, endpoints.showCountryRatings, async (request, reply) =>
    answer(request, reply, await service.ratings(db, request.query.countryCode)),
  );
}
