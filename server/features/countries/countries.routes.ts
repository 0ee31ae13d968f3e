import type { FastifyInstance } from "fastify";
import { CountryListResponse } from "../../../contract/countries.ts";
import { ErrorEnvelope } from "../../../contract/envelope.ts";
import { ok } from "../../plugins/envelope.ts";
import { translate } from "../../i18n/messages.ts";
import type { AppContext } from "../../app-context.ts";
import { countryList } from "./countries.service.ts";
import { CoverageResponse } from "../../../contract/coverage.ts";
import { coverage } from "./coverage.service.ts";

export function countriesRoutes(app: FastifyInstance, { database, dataStatus }: AppContext): void {
  app.get(
    "/common/countryList",
    {
      schema: {
        tags: ["countries"],
        summary: "Countries with more than 100 companies, grouped by continent, names in the caller's language",
        response: { 200: CountryListResponse, 503: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      // Before the first load ends the counts are incomplete; a client would cache a wrong list.
      if (dataStatus.state !== "ready") {
        return reply.status(503).send({ code: 503, msg: translate(request.locale, "dataLoading"), data: null });
      }
      return ok(await countryList(database.db, request.locale));
    },
  );
  app.get(
    "/common/coverage",
    {
      schema: {
        tags: ["countries"],
        summary: "This installation's coverage: companies and countries in the database, and example company names",
        response: { 200: CoverageResponse, 503: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      if (dataStatus.state !== "ready") {
        return reply.status(503).send({ code: 503, msg: translate(request.locale, "dataLoading"), data: null });
      }
      return ok(await coverage(database.db));
    },
  );
}
